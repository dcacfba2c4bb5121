import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChatMessagesLiveDocument,
  ConversationDocument,
  SendChatMessageDocument,
} from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';
import { useConversationsLive } from '../hooks/use-conversations-live';
import { ChatComposer } from './chat-composer';
import { ChatInfoModal } from './chat-info-modal';
import { ChatMessageBubble } from './chat-message-bubble';

/**
 * One conversation: its messages (opening marks the other side's read), new ones
 * live, read receipts under one's own, the chat info, and the composer. Staff only read.
 */
export function ConversationThread({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const { data, refetch, loading } = useQuery(ConversationDocument, {
    variables: { id: conversationId },
    fetchPolicy: 'network-only',
  });
  const [send, sending] = useMutation(SendChatMessageDocument);
  const [infoOpen, setInfoOpen] = useState(false);
  const live = useLiveRefetch(() => void refetch());
  const { restart } = useSubscription(ChatMessagesLiveDocument, {
    variables: { conversationId, afterEventId: live.afterEventId },
    context: { notify: false, redirect: false },
    onData: ({ data: event }) => {
      const change = event.data?.chatMessages;
      if (change) live.seen(String(change.eventId), true);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
  // Read receipts of the other side arrive as conversation changes.
  useConversationsLive((change) => {
    if (change.conversationId === conversationId) void refetch();
  });

  const conversation = data?.conversation;
  if (!conversation) return loading ? <Loader /> : <Text c="dimmed">{t('notFound')}</Text>;
  const mine = conversation.viewerSide;
  const other = mine === 'client' ? conversation.company.name : conversation.client.name;

  async function submit(message: string, attachmentIds: string[]): Promise<boolean> {
    if (mine === 'staff') return false;
    try {
      await send({
        variables: {
          conversationId,
          to: mine === 'client' ? 'company' : 'client',
          message,
          attachmentIds,
        },
      });
      void refetch();
      return true;
    } catch {
      return false; // shown by the error link (chat disabled …)
    }
  }

  return (
    <Stack gap="sm" data-testid="chat-thread">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} data-testid="chat-title">
          {conversation.productName} · {other}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => setInfoOpen(true)}>
          {t('info.open')}
        </Button>
      </Group>
      <Stack gap={6} mah={420} style={{ overflowY: 'auto' }} data-testid="chat-messages">
        {conversation.messages.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('empty')}
          </Text>
        )}
        {conversation.messages.map((message) => (
          <ChatMessageBubble key={message.id} message={message} own={message.side === mine} />
        ))}
      </Stack>
      {!conversation.chatEnabled ? (
        <Alert color="gray">{t('disabled')}</Alert>
      ) : mine === 'staff' ? (
        <Text size="sm" c="dimmed">
          {t('staffReadOnly')}
        </Text>
      ) : (
        <ChatComposer conversationId={conversationId} sending={sending.loading} onSend={submit} />
      )}
      <ChatInfoModal
        conversationId={conversationId}
        opened={infoOpen}
        onClose={() => setInfoOpen(false)}
      />
    </Stack>
  );
}
