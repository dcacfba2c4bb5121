import { useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { ConversationsLiveDocument } from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

export interface ConversationChange {
  conversationId: string;
  unreadCount: number;
}

/**
 * Messages and read receipts in the viewer's conversations, live: `onChange` runs
 * once per burst with the last change (its conversation and the viewer's unread count).
 */
export function useConversationsLive(onChange: (change: ConversationChange) => void) {
  const last = useRef<ConversationChange | null>(null);
  const live = useLiveRefetch(() => {
    if (last.current) onChange(last.current);
  });
  const { restart } = useSubscription(ConversationsLiveDocument, {
    variables: { afterEventId: live.afterEventId },
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.conversationsChanged;
      if (!change) return;
      last.current = {
        conversationId: String(change.conversationId),
        unreadCount: change.unreadCount,
      };
      live.seen(String(change.eventId), true);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
