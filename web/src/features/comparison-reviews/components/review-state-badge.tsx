import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ComparisonReviewState } from '#domain/comparison-reviews/review-state';

const COLORS: Record<ComparisonReviewState, string> = {
  new: 'blue',
  on_hold: 'orange',
  public: 'teal',
  deleted: 'gray',
};

/** A review's label: new, on hold, public, deleted. */
export function ReviewStateBadge({ state }: { state: ComparisonReviewState }) {
  const { t } = useTranslation('comparison-reviews');
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="comparison-review-state">
      {t(`state.${state}`)}
    </Badge>
  );
}
