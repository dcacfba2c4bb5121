import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '#domain/reviews/review-status';

const COLORS: Record<ReviewStatus, string> = {
  new: 'blue',
  on_hold: 'orange',
  public: 'teal',
  deleted: 'gray',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('reviews');
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="review-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
