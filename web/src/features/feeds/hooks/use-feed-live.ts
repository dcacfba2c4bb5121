import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ProductFeedLiveDocument, type ProductFeedLiveSubscription } from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

export type FeedChange = ProductFeedLiveSubscription['productFeedChanged'];

/**
 * Follows one feed (or every feed without an id) through productFeedChanged: `onChange`
 * gets each change as it comes (the badge and progress move at once), `refresh` runs once
 * per burst. A dropped connection resubscribes from the last event seen (no polling).
 */
export function useFeedLive(
  feedId: string | null,
  refresh: () => void,
  onChange?: (change: FeedChange) => void,
) {
  const live = useLiveRefetch(refresh);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);
  const { restart } = useSubscription(ProductFeedLiveDocument, {
    variables: { id: feedId, afterEventId: live.afterEventId },
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.productFeedChanged;
      if (!change) return;
      changeRef.current?.(change);
      live.seen(String(change.eventId), true);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
