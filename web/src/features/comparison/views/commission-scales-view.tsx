import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ComparisonCoreProductsDocument,
  SaveComparisonCommissionScalesDocument,
  type ComparisonCoreProductFieldsFragment,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { CoreProductSelect } from '../components/core-product-select';
import { ScaleRows, type ScaleRowValues } from '../components/scale-rows';

const euros = (cents: number) => cents / 100;
const cents = (value: number | '') => (value === '' ? null : Math.round(value * 100));

function rowsOf(core: ComparisonCoreProductFieldsFragment): ScaleRowValues[] {
  return core.scales.map((scale, index) => ({
    key: index,
    min: euros(scale.minCents),
    max: scale.maxCents === null || scale.maxCents === undefined ? '' : euros(scale.maxCents),
    clickPrice: euros(scale.clickPriceCents),
  }));
}

/** The scales of one core product: edited as rows, saved as a whole. */
function ScaleEditor({ core }: { core: ComparisonCoreProductFieldsFragment }) {
  const { t } = useTranslation('comparison');
  const [rows, setRows] = useState(() => rowsOf(core));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation(SaveComparisonCommissionScalesDocument);
  async function submit() {
    setErrors({});
    try {
      await save({
        variables: {
          coreProductId: core.id,
          version: core.version,
          scales: rows.map((row) => ({
            minCents: cents(row.min),
            maxCents: cents(row.max),
            clickPriceCents: cents(row.clickPrice),
          })),
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch (error) {
      setErrors(classifyError(error).fields ?? {});
    }
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('scales.help')}
        </Text>
        <ScaleRows rows={rows} errors={errors} onChange={setRows} />
        <Group justify="flex-end">
          <Button loading={saving.loading} onClick={() => void submit()}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /commission_scales: the click price by offer price range, per core product. */
export function CommissionScalesView() {
  const { t } = useTranslation('comparison');
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(ComparisonCoreProductsDocument, { fetchPolicy: 'cache-and-network' });
  const cores = data?.comparisonCoreProducts ?? [];
  const chosen = cores.find((core) => core.id === params.get('coreProduct')) ?? cores[0] ?? null;
  return (
    <Stack>
      <Title order={2}>{t('scales.title')}</Title>
      <CoreProductSelect
        value={chosen?.id ?? null}
        onChange={(id) => id && setParams({ coreProduct: id }, { replace: true })}
      />
      {chosen && <ScaleEditor key={`${chosen.id}-${chosen.version}`} core={chosen} />}
    </Stack>
  );
}
