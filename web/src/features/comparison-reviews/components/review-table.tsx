import { Anchor, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComparisonReviewSortColumn } from '#domain/comparison-reviews/review-list';
import type { ComparisonReviewsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { comparisonReviewUrls } from '../urls';
import { ReviewStateBadge } from './review-state-badge';

type Row = ComparisonReviewsQuery['comparisonReviews']['items'][number];

interface ReviewTableProps {
  reviews: Row[];
  total: number;
  page: number;
  pageSize: number;
  sort: ComparisonReviewSortColumn;
  reverse: boolean;
  /** Without it the columns do not sort (the awaiting tab: always the oldest first). */
  onSort?: (column: ComparisonReviewSortColumn) => void;
  onPage: (page: number) => void;
}

/** The review list: date, product, author, rating and state, 50 a page. */
export function ReviewTable({
  reviews,
  total,
  page,
  pageSize,
  sort,
  reverse,
  onSort,
  onPage,
}: ReviewTableProps) {
  const { t, i18n } = useTranslation('comparison-reviews');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const head = (label: string, column?: ComparisonReviewSortColumn): ReactNode => {
    if (!column || !onSort) return <Table.Th>{label}</Table.Th>;
    const active = column === sort;
    return (
      <Table.Th aria-sort={active ? (reverse ? 'descending' : 'ascending') : undefined}>
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
          {label} {active ? (reverse ? '▼' : '▲') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <>
      <Table striped highlightOnHover data-testid="comparison-review-table">
        <Table.Thead>
          <Table.Tr>
            {head(t('list.date'), 'created_at')}
            {head(t('list.product'), 'product')}
            {head(t('list.title'))}
            {head(t('list.author'))}
            {head(t('list.rating'), 'rating')}
            {head(t('list.state'), 'state')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.map((review) => (
            <Table.Tr key={review.id} data-testid="comparison-review-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(review.createdAt, i18n.language)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{review.productName}</Text>
                <Text size="xs" c="dimmed">
                  {review.coreProductName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={comparisonReviewUrls.review(review.id)} size="sm">
                  {review.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{review.authorName}</Table.Td>
              <Table.Td>{review.rating}</Table.Td>
              <Table.Td miw={130}>
                <ReviewStateBadge state={review.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {reviews.length === 0 && (
        <Text c="dimmed" ta="center">
          {t('list.empty')}
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed" data-testid="comparison-review-total">
          {t('list.total', { first, last, total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />}
      </Group>
    </>
  );
}
