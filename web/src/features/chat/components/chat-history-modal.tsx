import { Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AssignedLeadConversationDocument } from '../../../gql/graphql';
import { ConversationThread } from './conversation-thread';

/**
 * The chat history of one company's copy of a lead, for staff: the whole
 * conversation, read only (staff opening it marks nothing read).
 */
export function ChatHistoryModal({
  assignedLeadId,
  companyName,
  onClose,
}: {
  assignedLeadId: string | null;
  companyName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const { data, loading } = useQuery(AssignedLeadConversationDocument, {
    variables: { assignedLeadId: assignedLeadId ?? '' },
    skip: assignedLeadId === null,
    fetchPolicy: 'network-only',
  });
  const conversationId = data?.assignedLeadConversation?.id;
  return (
    <Modal
      opened={assignedLeadId !== null}
      onClose={onClose}
      title={t('history.title', { company: companyName })}
      size="lg"
    >
      {loading ? (
        <Loader />
      ) : conversationId ? (
        <ConversationThread conversationId={String(conversationId)} />
      ) : (
        <Text c="dimmed" data-testid="chat-history-none">
          {t('history.none')}
        </Text>
      )}
    </Modal>
  );
}
