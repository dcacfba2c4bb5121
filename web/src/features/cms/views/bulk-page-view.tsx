import {
  Center,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  BulkSaveCmsPageDocument,
  CmsBulkPagesDocument,
  CmsDomainsDocument,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { BulkPageTable } from '../components/bulk-page-table';
import { useBulkSaves, type BulkRow, type BulkSave } from '../hooks/use-bulk-saves';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useCurrentDomain } from '../hooks/use-current-domain';

/** /page/bulk: every page of a domain (up to 10,000) in one table, url and type saved 1 s after typing. */
export function BulkPageView() {
  const { t } = useCmsTexts();
  const domains = useQuery(CmsDomainsDocument);
  const [current, setCurrent] = useCurrentDomain();
  const items = domains.data?.cmsDomains.items ?? [];
  const domainId = current ?? (items[0] ? String(items[0].id) : null);
  const [filter, setFilter] = useState('');
  const pages = useQuery(CmsBulkPagesDocument, {
    variables: { domainId, pageSize: PAGE_SIZES.bulkPages },
    skip: !domainId,
    fetchPolicy: 'network-only',
  });
  const [bulkSave] = useMutation(BulkSaveCmsPageDocument);
  const save = useCallback<BulkSave>(
    async (row) => {
      try {
        const answer = await bulkSave({
          variables: { id: row.id, input: { url: row.url, type: row.type }, version: row.version },
          // Each row shows its own error; no notice per failed save.
          context: { notify: false },
        });
        const page = answer.data!.bulkSaveCmsPage;
        return { ok: true, version: page.version, url: page.url, depth: page.depth };
      } catch (error) {
        const kind = classifyError(error);
        const field = kind.fields ? Object.values(kind.fields)[0] : undefined;
        return { ok: false, error: field ?? kind.message ?? 'MESSAGE.ERROR_OCCURRED' };
      }
    },
    [bulkSave],
  );
  const bulk = useBulkSaves(save);
  const { load } = bulk;
  useEffect(() => {
    if (!pages.data) return;
    load(
      pages.data.cmsPages.items.map((page) => ({
        id: String(page.id),
        url: page.url,
        type: page.type,
        depth: page.depth,
        version: page.version,
      })),
    );
  }, [pages.data, load]);
  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? bulk.rows.filter((row) => row.url.toLowerCase().includes(needle)) : bulk.rows;
  }, [bulk.rows, filter]);
  const statusLabel = useCallback((status: BulkRow['status']) => t(`bulk.status.${status}`), [t]);
  const { queued, done } = bulk.progress;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('bulk.title')}</Title>
        <Group align="flex-end">
          <TextInput
            label={t('bulk.filter')}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <Select
            label={t('page.domain')}
            data={items.map((d) => ({ value: String(d.id), label: d.name }))}
            value={domainId}
            allowDeselect={false}
            onChange={(id) => id && setCurrent(id)}
          />
        </Group>
      </Group>
      <Stack gap={4} data-testid="bulk-progress" data-queued={queued} data-done={done} mih={36}>
        {queued > 0 && (
          <>
            <Text size="sm">{t('bulk.progress', { done, queued })}</Text>
            <Progress value={(done / queued) * 100} animated={bulk.busy} />
          </>
        )}
      </Stack>
      {pages.loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <BulkPageTable rows={rows} statusLabel={statusLabel} onEdit={bulk.edit} />
      )}
      <Text size="sm" c="dimmed">
        {t('bulk.count', { count: rows.length })}
      </Text>
    </Stack>
  );
}
