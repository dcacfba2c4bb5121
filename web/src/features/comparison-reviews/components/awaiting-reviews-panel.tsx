import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AWAITING_REVIEW_PANEL_SIZE } from '#domain/comparison-reviews/review-list';
import { ComparisonReviewsAwaitingDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { comparisonReviewUrls } from '../urls';

/**
 * "Product reviews awaiting review": the 15 oldest reviews in state new with a link
 * to each, and how many wait in all. Made for the comparison editor's home; shown on
 * top of /comparison/review for now.
 */
export function AwaitingReviewsPanel() {
  const { t, i18n } = useTranslation('comparison-reviews');
  const { data } = useQuery(ComparisonReviewsAwaitingDocument, {
    variables: { limit: AWAITING_REVIEW_PANEL_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const awaiting = data?.comparisonReviewsAwaiting;
  return (
    <Paper withBorder p="md" radius="md" data-testid="awaiting-reviews-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('awaiting.title')}</Title>
          {awaiting && (
            <Badge variant="light" color={awaiting.count > 0 ? 'blue' : 'gray'}>
              {t('awaiting.count', { count: awaiting.count })}
            </Badge>
          )}
        </Group>
        {awaiting && awaiting.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('awaiting.none')}
          </Text>
        )}
        {awaiting && awaiting.items.length > 0 && (
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {awaiting.items.map((review) => (
                <Table.Tr key={review.id}>
                  <Table.Td w={110}>
                    <Text size="sm" c="dimmed">
                      {formatDate(review.createdAt, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={comparisonReviewUrls.review(review.id)} size="sm">
                      {review.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{review.productName}</Text>
                  </Table.Td>
                  <Table.Td w={60}>
                    <Text size="sm">{review.rating}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {awaiting && awaiting.count > awaiting.items.length && (
          <Anchor component={Link} to={comparisonReviewUrls.awaiting()} size="sm">
            {t('awaiting.all', { count: awaiting.count })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
