import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AffiliateTableDocument,
  CreateAffiliateTableDocument,
  DeleteAffiliateTableDocument,
  SaveAffiliateTableDocument,
  type AffiliateTableFieldsFragment,
  type AffiliateTableInput,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { AffiliateTableForm, type AffiliateTableValues } from '../components/affiliate-table-form';
import { affiliateUrls } from '../urls';

function formValues(table: AffiliateTableFieldsFragment | undefined) {
  return {
    name: table?.name ?? '',
    title: table?.title ?? '',
    intro: table?.intro ?? '',
    rows: (table?.rows ?? []).map((row) => ({
      affiliateCompanyId: String(row.affiliateCompany.id),
      offer: row.offer,
      price: row.price ?? '',
      linkUrl: row.linkUrl,
      usps: row.usps.join('\n'),
      highlighted: row.highlighted,
    })),
  };
}

function inputOf(values: AffiliateTableValues): AffiliateTableInput {
  return {
    name: values.name,
    title: values.title || null,
    intro: values.intro || null,
    rows: values.rows.map((row) => ({
      affiliateCompanyId: row.affiliateCompanyId,
      offer: row.offer,
      price: row.price || null,
      linkUrl: row.linkUrl,
      usps: row.usps
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      highlighted: row.highlighted,
    })),
  };
}

/** /affiliate-table/new and /:id: the table's texts, logo and offers; back to the list after saving. */
export function AffiliateTableEditorView() {
  const { t } = useTranslation('affiliates');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const { data, loading } = useQuery(AffiliateTableDocument, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const refetchQueries = ['AffiliateTables'];
  const [create, creating] = useMutation(CreateAffiliateTableDocument, { refetchQueries });
  const [save, saving] = useMutation(SaveAffiliateTableDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteAffiliateTableDocument, { refetchQueries });
  const table = data?.affiliateTable;

  async function submit(
    values: AffiliateTableValues,
    setError: UseFormSetError<AffiliateTableValues>,
  ) {
    const input = inputOf(values);
    let savedId: string;
    try {
      if (table) {
        await save({ variables: { id: String(table.id), input, version: table.version } });
        savedId = String(table.id);
      } else
        savedId = String((await create({ variables: { input } })).data!.createAffiliateTable.id);
    } catch (error) {
      applyFieldErrors(error, setError);
      return;
    }
    if (values.logo) {
      const failed = await uploadFile(affiliateUrls.tableLogoUpload(savedId), values.logo);
      if (failed) {
        notifyError(failed);
        setError('logo', { message: failed });
        if (isNew) await navigate(affiliateUrls.table(savedId), { replace: true });
        return;
      }
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await navigate(affiliateUrls.tables());
  }

  async function drop(name: string) {
    const sure = await confirmAction({
      title: t('table.delete'),
      text: t('table.deleteConfirm', { name }),
      confirmLabel: t('table.delete'),
    });
    if (!sure) return;
    await remove({ variables: { id: id! } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await navigate(affiliateUrls.tables());
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !table) return <Text c="dimmed">{t('table.notFound')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{table ? table.name : t('table.new')}</Title>
        <Anchor component={Link} to={affiliateUrls.tables()}>
          {t('table.back')}
        </Anchor>
      </Group>
      <AffiliateTableForm
        key={table ? `${table.id}-${table.version}` : 'new'}
        initial={formValues(table)}
        logoUrl={table?.logoUrl ?? null}
        busy={creating.loading || saving.loading}
        onSubmit={submit}
      />
      {table && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={removing.loading}
            onClick={() => void drop(table.name).catch(() => undefined)}
          >
            {t('table.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
