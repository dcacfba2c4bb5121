import { Button, Group, Stack, Title } from '@mantine/core';
import { currentSearchParams } from '../../../lib/current-search-params';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CmsDomainsDocument, CmsPagesDocument, DeleteCmsPageDocument } from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { BrokenLinksList } from '../../dashboards';
import { PageListFilters } from '../components/page-list-filters';
import { PageListTable, type PageListRow } from '../components/page-list-table';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useCurrentDomain } from '../hooks/use-current-domain';
import { pageListSearch, parsePageListParams, type PageListParams } from '../page-list-params';
import { cmsUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.cmsPages;

/** /page: pages sorted by url, 25 a page, by domain (the current one first), type and text. */
export function PageListView() {
  const { t } = useCmsTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const [currentDomain, setCurrentDomain] = useCurrentDomain();
  const params = useMemo(
    () => parsePageListParams(searchParams, currentDomain),
    [searchParams, currentDomain],
  );
  const latest = () => parsePageListParams(currentSearchParams(), currentDomain);
  const domains = useQuery(CmsDomainsDocument);
  const { data, previousData, refetch } = useQuery(CmsPagesDocument, {
    variables: {
      domainId: params.domainId,
      type: params.type,
      search: params.search.trim() || null,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  // A deleted page can break links: the broken-link list below is read again.
  const [deletePage] = useMutation(DeleteCmsPageDocument, {
    refetchQueries: ['LeadGeneratorBrokenLinks'],
  });
  const domainItems = domains.data?.cmsDomains.items ?? [];
  const domainName = (id: string | number) =>
    domainItems.find((d) => String(d.id) === String(id))?.name ?? '';
  const shown = (data ?? previousData)?.cmsPages;
  const rows: PageListRow[] = (shown?.items ?? []).map((page) => ({
    ...page,
    domainName: domainName(page.domainId),
  }));
  const go = (next: PageListParams) => setSearchParams(pageListSearch(next));
  const change = (part: Partial<Omit<PageListParams, 'page'>>) => {
    if (part.domainId !== undefined) setCurrentDomain(part.domainId);
    go({ ...latest(), ...part, page: 1 });
  };
  const newPageDomain = params.domainId ?? (domainItems[0] ? String(domainItems[0].id) : null);

  async function remove(row: PageListRow) {
    const sure = await confirmAction({
      title: t('page.delete'),
      text: t('page.deleteConfirm', { url: row.url }),
      confirmLabel: t('page.delete'),
    });
    if (!sure) return;
    await deletePage({ variables: { id: String(row.id) } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await refetch();
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('page.title')}</Title>
        <Group>
          <Button component={Link} variant="default" to={cmsUrls.bulk()}>
            {t('bulk.open')}
          </Button>
          {newPageDomain && (
            <Button component={Link} to={cmsUrls.newPage(newPageDomain)}>
              {t('page.new')}
            </Button>
          )}
        </Group>
      </Group>
      <PageListFilters
        params={params}
        domains={domainItems.map((d) => ({ value: String(d.id), label: d.name }))}
        onChange={change}
      />
      <PageListTable
        rows={rows}
        showDomain={params.domainId === null}
        total={shown?.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => go({ ...latest(), page })}
        onDelete={(row) => void remove(row).catch(() => undefined)}
      />
      {/* A CMS user lands here (homePath): the CMS's broken links are their work list. */}
      <BrokenLinksList />
    </Stack>
  );
}
