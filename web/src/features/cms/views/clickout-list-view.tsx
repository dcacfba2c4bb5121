import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CmsClickoutsDocument, CmsPageChoicesDocument } from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';
import {
  clickoutExportQuery,
  clickoutFilter,
  clickoutListSearch,
  parseClickoutListParams,
  type ClickoutListParams,
} from '../clickout-list-params';
import { ClickoutFilters } from '../components/clickout-filters';
import { ClickoutTable } from '../components/clickout-table';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { cmsUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.clickOuts;

/** /clickouts: visitors sent on through outgoing links, grouped, filtered, 50 a page, as CSV. */
export function ClickoutListView() {
  const { t } = useCmsTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseClickoutListParams(searchParams), [searchParams]);
  const latest = () => parseClickoutListParams(currentSearchParams());
  const choices = useQuery(CmsPageChoicesDocument);
  const { data, previousData } = useQuery(CmsClickoutsDocument, {
    variables: { filter: clickoutFilter(params), page: params.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.cmsClickouts;
  const go = (next: ClickoutListParams) => setSearchParams(clickoutListSearch(next));
  const change = (part: Partial<Omit<ClickoutListParams, 'page'>>) =>
    go({ ...latest(), ...part, page: 1 });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('clickout.title')}</Title>
        <Group>
          <Button component={Link} variant="default" to={cmsUrls.redirections()}>
            {t('redirection.title')}
          </Button>
          <Button
            component="a"
            variant="default"
            href={cmsUrls.clickoutExport(clickoutExportQuery(params))}
            download
          >
            {t('clickout.export')}
          </Button>
        </Group>
      </Group>
      <ClickoutFilters
        params={params}
        domains={(choices.data?.cmsDomains.items ?? []).map((d) => ({
          value: String(d.id),
          label: d.name,
        }))}
        products={(choices.data?.products ?? []).map((p) => ({
          value: String(p.id),
          label: p.name,
        }))}
        onChange={change}
      />
      <ClickoutTable
        grouping={params.groupBy}
        rows={shown?.items ?? []}
        total={shown?.total ?? 0}
        clicks={shown?.clicks ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}
