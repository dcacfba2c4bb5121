import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartConversationDocument } from '../../../gql/graphql';
import { ConversationThread } from './conversation-thread';

/** The chat with the consumer on a customer's lead: started on first use. */
export function LeadChatCard({ assignedLeadId }: { assignedLeadId: string }) {
  const { t } = useTranslation('chat');
  const [start, starting] = useMutation(StartConversationDocument);
  const [conversationId, setConversationId] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="md" data-testid="lead-chat">
      <Stack>
        <Title order={4}>{t('withConsumer')}</Title>
        {conversationId ? (
          <ConversationThread conversationId={conversationId} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('startHint')}
            </Text>
            <Button
              variant="light"
              loading={starting.loading}
              onClick={() =>
                void start({ variables: { assignedLeadId } })
                  .then((answer) => {
                    const id = answer.data?.startConversation.id;
                    if (id) setConversationId(String(id));
                  })
                  .catch(() => undefined)
              }
            >
              {t('open')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
