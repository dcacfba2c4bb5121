import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChatMessagesLiveDocument,
  ConversationDocument,
  SendChatMessageDocument,
} from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';
import { useConversationsLive } from '../hooks/use-conversations-live';

const time = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * One conversation: its messages (opening marks the other side's read), new ones
 * live, read receipts under one's own, and the composer: Enter sends, Shift-Enter
 * adds a line, an empty message is not sent. Staff only read.
 */
export function ConversationThread({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation('chat');
  const { data, refetch, loading } = useQuery(ConversationDocument, {
    variables: { id: conversationId },
    fetchPolicy: 'network-only',
  });
  const [send, sending] = useMutation(SendChatMessageDocument);
  const [text, setText] = useState('');
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

  async function submit() {
    const message = text.trim();
    if (!message || mine === 'staff') return;
    try {
      await send({
        variables: { conversationId, to: mine === 'client' ? 'company' : 'client', message },
      });
      setText('');
      void refetch();
    } catch {
      // shown by the error link (chat disabled …)
    }
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <Stack gap="sm" data-testid="chat-thread">
      <Text fw={600}>
        {conversation.productName} · {other}
      </Text>
      <Stack gap={6} mah={420} style={{ overflowY: 'auto' }} data-testid="chat-messages">
        {conversation.messages.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('empty')}
          </Text>
        )}
        {conversation.messages.map((message) => {
          const own = message.side === mine;
          return (
            <Box
              key={message.id}
              style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
            >
              <Paper
                p="xs"
                radius="md"
                bg={own ? 'teal.0' : 'gray.1'}
                data-testid="chat-message"
                data-side={message.side}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.message}
                </Text>
              </Paper>
              <Text size="xs" c="dimmed" ta={own ? 'right' : 'left'}>
                {message.side === 'company' ? message.senderCompany : message.sender} ·{' '}
                {time(message.created, i18n.language)}
                {own && (
                  <span data-testid="chat-receipt">
                    {' · '}
                    {message.read ? t('read') : t('sent')}
                  </span>
                )}
              </Text>
            </Box>
          );
        })}
      </Stack>
      {!conversation.chatEnabled ? (
        <Alert color="gray">{t('disabled')}</Alert>
      ) : mine === 'staff' ? (
        <Text size="sm" c="dimmed">
          {t('staffReadOnly')}
        </Text>
      ) : (
        <Group align="flex-end" wrap="nowrap">
          <Textarea
            aria-label={t('message')}
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
            maxLength={5000}
          />
          <Button onClick={() => void submit()} loading={sending.loading} disabled={!text.trim()}>
            {t('send')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
