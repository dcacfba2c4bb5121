import { Stack, Text, Title } from '@mantine/core';
import { currentSearchParams } from '../../../lib/current-search-params';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CompanyReviewSummaryDocument, ReviewListDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { ReviewAverages } from '../components/review-averages';
import { ReviewFilters } from '../components/review-filters';
import { ReviewTable } from '../components/review-table';
import {
  parseReviewListParams,
  reviewFilter,
  reviewListSearch,
  type ReviewListParams,
} from '../list-params';

const PAGE_SIZE = PAGE_SIZES.reviews;

/** /customer/reviews: the company's reviews (new ones first to reply to) and its averages. */
export function CompanyReviewListView() {
  const { t } = useTranslation('reviews');
  const { company } = useCurrentCompany();
  const companyId = company ? String(company.id) : '';
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseReviewListParams(searchParams), [searchParams]);
  const latest = () => parseReviewListParams(currentSearchParams());
  const { data, previousData } = useQuery(ReviewListDocument, {
    variables: {
      filter: { ...reviewFilter(params), companyId },
      sort: { column: params.sort, reverse: params.reverse },
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const summary = useQuery(CompanyReviewSummaryDocument, {
    variables: { companyId },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const go = (next: ReviewListParams) => setSearchParams(reviewListSearch(next));
  if (!company) return <Text c="dimmed">{t('list.noCompany')}</Text>;
  return (
    <Stack>
      <Title order={2}>{t('list.companyTitle', { company: company.name })}</Title>
      {summary.data && <ReviewAverages summary={summary.data.companyReviewSummary} />}
      <ReviewFilters
        params={params}
        withCompany={false}
        onChange={(change) => go({ ...latest(), ...change, page: 1 })}
      />
      <ReviewTable
        reviews={shown?.reviews.items ?? []}
        total={shown?.reviews.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        showCompany={false}
        detailPath={(id) => `/customer/review/${id}`}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}
