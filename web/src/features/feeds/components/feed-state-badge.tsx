import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isErrorState,
  productFeedDisplay,
  type ProductFeedState,
} from '#domain/feeds/product-feed-state';

export interface FeedStateLike {
  state: ProductFeedState;
  paused: boolean;
  priority: number;
  queuePosition?: number | null;
}

/** The feed's state in its colour (productFeedDisplay); "queued" with its place in the queue. */
export function FeedStateBadge({ feed }: { feed: FeedStateLike }) {
  const { t } = useTranslation('feeds');
  const display = productFeedDisplay(feed);
  const label = isErrorState(feed.state)
    ? t(`state.${feed.state}`)
    : display.label === 'queued' && feed.queuePosition
      ? t('state.queuedAt', { position: feed.queuePosition })
      : t(`state.${display.label}`);
  return (
    <Badge color={display.colour} variant="light" data-testid="feed-state" data-state={feed.state}>
      {label}
    </Badge>
  );
}
