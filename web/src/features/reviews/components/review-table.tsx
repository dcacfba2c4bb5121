import { Anchor, Group, Pagination, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewFieldsFragment } from '../../../gql/graphql';
import { formatReviewDate, formatScore } from '../format';
import { ReviewStatusBadge } from './review-status-badge';

interface ReviewTableProps {
  reviews: ReviewFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  /** Where a row leads: /lead-generator/review/{id} or /customer/review/{id}. */
  detailPath: (id: string) => string;
  showCompany: boolean;
  onPage: (page: number) => void;
}

export function ReviewTable({
  reviews,
  total,
  page,
  pageSize,
  detailPath,
  showCompany,
  onPage,
}: ReviewTableProps) {
  const { t, i18n } = useTranslation('reviews');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <>
      <Table striped highlightOnHover data-testid="review-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.created')}</Table.Th>
            {showCompany && <Table.Th>{t('list.company')}</Table.Th>}
            <Table.Th>{t('list.author')}</Table.Th>
            <Table.Th>{t('list.product')}</Table.Th>
            <Table.Th>{t('list.rating')}</Table.Th>
            <Table.Th>{t('list.reply')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.map((review) => (
            <Table.Tr key={review.id}>
              <Table.Td>
                <Anchor component={Link} to={detailPath(String(review.id))}>
                  {formatReviewDate(review.created, i18n.language)}
                </Anchor>
              </Table.Td>
              {showCompany && <Table.Td>{review.company.name}</Table.Td>}
              <Table.Td>{review.authorName}</Table.Td>
              <Table.Td>{review.productName}</Table.Td>
              <Table.Td>{formatScore(review.rating, i18n.language)}</Table.Td>
              <Table.Td>{review.reply ? t('list.replied') : t('list.open')}</Table.Td>
              <Table.Td>
                <ReviewStatusBadge status={review.status} />
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
        <Text size="sm" data-testid="review-total">
          {t('list.total', { first, last, total })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
      </Group>
    </>
  );
}
