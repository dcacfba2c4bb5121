import { Badge } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ChatUnreadCountDocument } from '../../../gql/graphql';
import { useConversationsLive } from '../hooks/use-conversations-live';

/** The menu's count of chat messages waiting for the user, kept live (no polling). */
export function ChatUnreadBadge() {
  const { data } = useQuery(ChatUnreadCountDocument, {
    context: { notify: false, redirect: false },
  });
  const [live, setLive] = useState<number | null>(null);
  useConversationsLive((change) => setLive(change.unreadCount));
  const count = live ?? data?.chatUnreadCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={count < 10}
      data-testid="chat-unread-count"
    >
      {count}
    </Badge>
  );
}
