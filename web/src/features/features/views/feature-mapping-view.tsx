import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featuresByCategory } from '#domain/features/feature-input';
import type { UnmappedFeatureState } from '#domain/features/feature-mapping';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  ComparisonFeaturesDocument,
  ComparisonUnmappedFeaturesDocument,
  CreateComparisonFeatureFromNameDocument,
  IgnoreComparisonFeatureNameDocument,
  MapComparisonFeatureNameDocument,
  type ComparisonUnmappedFeatureFieldsFragment,
} from '../../../gql/graphql';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { formatDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { SearchBox } from '../../../lib/search-box';
import { CoreProductPicker, useCoreProductChoice } from '../components/core-product-picker';
import { CreateFeatureDialog, type NewFeatureValues } from '../components/create-feature-dialog';

type Row = ComparisonUnmappedFeatureFieldsFragment;

/** One unmapped name: map it to a feature, make a feature of it, or ignore it. */
function UnmappedRow({
  row,
  features,
  busy,
  onMap,
  onCreate,
  onIgnore,
}: {
  row: Row;
  features: readonly { id: string; name: string; category: string }[];
  busy: boolean;
  onMap: (featureId: string) => void;
  onCreate: () => void;
  onIgnore: () => void;
}) {
  const { t, i18n } = useTranslation('features');
  const [target, setTarget] = useState<string | null>(null);
  return (
    <Table.Tr data-testid="unmapped-row">
      <Table.Td>
        <Text fw={600} size="sm">
          {row.name}
        </Text>
        <Badge size="xs" variant="light" color={row.source === 'feed' ? 'blue' : 'grape'}>
          {t(`mapping.source.${row.source}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.sampleValue ?? ''}</Text>
      </Table.Td>
      <Table.Td ta="right">{row.seenCount}</Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {formatDate(row.lastSeenAt, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label={t('mapping.mapTo')}
            placeholder={t('mapping.mapTo')}
            data={features.map((feature) => ({
              value: feature.id,
              label: feature.name,
            }))}
            searchable
            value={target}
            onChange={setTarget}
            w={220}
            size="xs"
          />
          <Button
            size="xs"
            disabled={!target}
            loading={busy}
            onClick={() => target && onMap(target)}
          >
            {t('mapping.map')}
          </Button>
          <Button size="xs" variant="light" onClick={onCreate}>
            {t('mapping.createFeature')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onIgnore}>
            {t('mapping.ignore')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Mapped or ignored names: what became of them, when and by whom. */
function HistoryRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('features');
  return (
    <Table.Tr data-testid="handled-row">
      <Table.Td>{row.name}</Table.Td>
      <Table.Td>{row.sampleValue ?? ''}</Table.Td>
      <Table.Td ta="right">{row.seenCount}</Table.Td>
      <Table.Td>
        {row.state === 'mapped'
          ? (row.mappedFeatureName ?? t('mapping.deletedFeature'))
          : t('mapping.ignored')}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {row.handledAt ? formatDate(row.handledAt, i18n.language) : ''}
          {row.handledByName ? ` · ${row.handledByName}` : ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** /feature-mapping: per core product the feature names from feeds and spec websites to map. */
export function FeatureMappingView() {
  const { t } = useTranslation('features');
  const { coreProductId, options, choose } = useCoreProductChoice();
  const [state, setState] = useState<UnmappedFeatureState>('unmapped');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState<Row | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const { data, previousData, loading, refetch } = useQuery(ComparisonUnmappedFeaturesDocument, {
    variables: {
      coreProductId: coreProductId ?? '',
      state,
      search: search || null,
      page,
      pageSize: PAGE_SIZES.default,
    },
    skip: !coreProductId,
    fetchPolicy: 'cache-and-network',
  });
  const features = useQuery(ComparisonFeaturesDocument, {
    variables: { coreProductId: coreProductId ?? '' },
    skip: !coreProductId,
    fetchPolicy: 'cache-and-network',
  });
  const [map, mapping] = useMutation(MapComparisonFeatureNameDocument);
  const [create, creatingFeature] = useMutation(CreateComparisonFeatureFromNameDocument, {
    context: { notify: false },
  });
  const [ignore] = useMutation(IgnoreComparisonFeatureNameDocument);
  const list = (data ?? previousData)?.comparisonUnmappedFeatures;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZES.default));
  const featureList = features.data?.comparisonFeatures ?? [];
  const categories = featuresByCategory(featureList)
    .map((group) => group.category)
    .filter(Boolean);

  async function done(run: () => Promise<unknown>) {
    try {
      await run();
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why.
    }
    await refetch();
  }

  async function createFrom(row: Row, values: NewFeatureValues) {
    setNameError(null);
    try {
      await create({ variables: { id: row.id, input: values } });
    } catch (error) {
      const kind = classifyError(error);
      setNameError(kind.fields?.name ?? catalogueMessage(kind, MESSAGE.ERROR_OCCURRED));
      return;
    }
    setCreating(null);
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await Promise.all([refetch(), features.refetch()]);
  }

  return (
    <Stack>
      <Title order={2}>{t('mapping.title')}</Title>
      <Group align="flex-end">
        <CoreProductPicker
          value={coreProductId}
          options={options}
          onChange={(id) => {
            setPage(1);
            choose(id);
          }}
        />
        <SearchBox
          label={t('mapping.search')}
          placeholder={t('mapping.searchHint')}
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <SegmentedControl
          value={state}
          onChange={(value) => {
            setState(value as UnmappedFeatureState);
            setPage(1);
          }}
          data={(['unmapped', 'mapped', 'ignored'] as const).map((value) => ({
            value,
            label: t(`mapping.state.${value}`),
          }))}
        />
      </Group>
      {loading && !list ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list && list.items.length === 0 ? (
        <Text c="dimmed">{t(state === 'unmapped' ? 'mapping.empty' : 'mapping.noHistory')}</Text>
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mapping.name')}</Table.Th>
              <Table.Th>{t('mapping.sample')}</Table.Th>
              <Table.Th ta="right">{t('mapping.seen')}</Table.Th>
              <Table.Th>
                {state === 'unmapped' ? t('mapping.lastSeen') : t('mapping.result')}
              </Table.Th>
              <Table.Th>{state === 'unmapped' ? '' : t('mapping.handled')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list?.items ?? []).map((row) =>
              state === 'unmapped' ? (
                <UnmappedRow
                  key={row.id}
                  row={row}
                  features={featureList}
                  busy={mapping.loading}
                  onMap={(featureId) =>
                    void done(() => map({ variables: { id: row.id, featureId } }))
                  }
                  onCreate={() => {
                    setNameError(null);
                    setCreating(row);
                  }}
                  onIgnore={() => void done(() => ignore({ variables: { id: row.id } }))}
                />
              ) : (
                <HistoryRow key={row.id} row={row} />
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="unmapped-total">
          {t('mapping.total', { count: list?.total ?? 0 })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Group>
      {creating && (
        <CreateFeatureDialog
          row={creating}
          categories={categories}
          busy={creatingFeature.loading}
          nameError={nameError}
          onCreate={(values) => void createFrom(creating, values)}
          onClose={() => setCreating(null)}
        />
      )}
    </Stack>
  );
}
