import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyReviewSummaryQuery } from '../../../gql/graphql';
import { formatScore } from '../format';

type Summary = CompanyReviewSummaryQuery['companyReviewSummary'];
const SCORES = ['ratingAppointments', 'ratingService', 'ratingPriceQuality'] as const;

/** The averages of the company's public reviews, one decimal. */
export function ReviewAverages({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <Paper withBorder p="md" radius="md" data-testid="review-averages">
      <Text fw={600}>{t('averages.title')}</Text>
      {summary.count === 0 ? (
        <Text c="dimmed" size="sm">
          {t('averages.none')}
        </Text>
      ) : (
        <Group gap="xl" mt="xs">
          <div>
            <Text size="xl" fw={700} data-testid="review-average">
              {formatScore(summary.rating, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('averages.count', { count: summary.count })}
            </Text>
          </div>
          {SCORES.map((key) => (
            <div key={key}>
              <Text fw={500}>{formatScore(summary[key], i18n.language)}</Text>
              <Text size="xs" c="dimmed">
                {t(`score.${key}`)}
              </Text>
            </div>
          ))}
          {summary.recommendPercentage !== null && summary.recommendPercentage !== undefined && (
            <Text size="sm">
              {t('averages.recommend', { percentage: summary.recommendPercentage })}
            </Text>
          )}
        </Group>
      )}
    </Paper>
  );
}
