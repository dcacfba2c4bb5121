import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ComparisonReviewSortColumn } from '#domain/comparison-reviews/review-list';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { ComparisonReviewsDocument } from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';
import { AwaitingReviewsPanel } from '../components/awaiting-reviews-panel';
import { ReviewFilters } from '../components/review-filters';
import { ReviewTable } from '../components/review-table';
import {
  listSearch,
  listVariables,
  parseListParams,
  type ComparisonReviewListParams,
  type ComparisonReviewListTab,
} from '../list-params';

const PAGE_SIZE = PAGE_SIZES.reviews;

/** /comparison/review: every product review, searched, filtered and sorted in the URL. */
export function ComparisonReviewListView() {
  const { t } = useTranslation('comparison-reviews');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const latest = () => parseListParams(currentSearchParams());
  const go = (next: ComparisonReviewListParams) => setSearchParams(listSearch(next));
  const { data, previousData } = useQuery(ComparisonReviewsDocument, {
    variables: { ...listVariables(params), page: params.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.comparisonReviews;
  const sortBy = (column: ComparisonReviewSortColumn) => {
    const current = latest();
    // A second click on the same column turns the order around.
    const reverse = current.sort === column ? !current.reverse : true;
    go({ ...current, sort: column, reverse, page: 1 });
  };
  return (
    <Stack>
      <Title order={2}>{t('list.heading')}</Title>
      <AwaitingReviewsPanel />
      <Tabs
        value={params.tab}
        onChange={(tab) =>
          go({ ...latest(), tab: (tab as ComparisonReviewListTab | null) ?? 'all', page: 1 })
        }
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t('list.tabAll')}</Tabs.Tab>
          <Tabs.Tab value="awaiting">{t('list.tabAwaiting')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ReviewFilters
        params={params}
        onChange={(change) => go({ ...latest(), ...change, page: 1 })}
      />
      <ReviewTable
        reviews={list?.items ?? []}
        total={list?.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        sort={params.sort}
        reverse={params.reverse}
        onSort={params.tab === 'all' ? sortBy : undefined}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}
