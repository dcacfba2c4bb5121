import { Badge, Group, Stack, Title } from '@mantine/core';
import { currentSearchParams } from '../../../lib/current-search-params';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { ReviewListDocument, ReviewsAwaitingModerationDocument } from '../../../gql/graphql';
import { ReviewFilters } from '../components/review-filters';
import { ReviewTable } from '../components/review-table';
import {
  parseReviewListParams,
  reviewFilter,
  reviewListSearch,
  type ReviewListParams,
} from '../list-params';

const PAGE_SIZE = PAGE_SIZES.reviews;

/** /lead-generator/review: every review for moderation, filtered and paged in the URL. */
export function StaffReviewListView() {
  const { t } = useTranslation('reviews');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseReviewListParams(searchParams), [searchParams]);
  const latest = () => parseReviewListParams(currentSearchParams());
  const { data, previousData } = useQuery(ReviewListDocument, {
    variables: {
      filter: reviewFilter(params),
      sort: { column: params.sort, reverse: params.reverse },
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const awaiting = useQuery(ReviewsAwaitingModerationDocument, {
    fetchPolicy: 'cache-and-network',
  }).data?.reviewsAwaitingModeration;
  const shown = data ?? previousData;
  const go = (next: ReviewListParams) => setSearchParams(reviewListSearch(next));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('list.staffTitle')}</Title>
        {awaiting ? (
          <Badge
            variant="light"
            color="blue"
            style={{ cursor: 'pointer' }}
            onClick={() => go({ ...latest(), status: 'new', page: 1 })}
          >
            {t('list.awaiting', { count: awaiting })}
          </Badge>
        ) : null}
      </Group>
      <ReviewFilters
        params={params}
        withCompany
        onChange={(change) => go({ ...latest(), ...change, page: 1 })}
      />
      <ReviewTable
        reviews={shown?.reviews.items ?? []}
        total={shown?.reviews.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        showCompany
        detailPath={(id) => `/lead-generator/review/${id}`}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}
