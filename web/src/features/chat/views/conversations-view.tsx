import { useEffect, useMemo } from 'react';
import {
  Badge,
  Grid,
  Group,
  NavLink,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ClientConversationsDocument,
  CompanyConversationsDocument,
  StartConversationDocument,
} from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { useCurrentRole } from '../../../lib/current-role';
import { useViewer } from '../../../lib/viewer';
import { ConversationThread } from '../components/conversation-thread';
import { useConversationsLive } from '../hooks/use-conversations-live';

/**
 * /consumer/conversations: the consumer's conversations with companies, or, working
 * as a customer, the company's conversations with consumers. `chat` opens one,
 * `lead` starts (or opens) the one of an assigned lead, `chat=waiting` lists only
 * those with unread messages. Changing them does not reload the screen.
 */
export function ConversationsView() {
  const { t } = useTranslation('chat');
  const { viewer } = useViewer();
  const { currentRole } = useCurrentRole();
  const { company } = useCurrentCompany();
  const [searchParams, setSearchParams] = useSearchParams();
  const asCompany = currentRole === 'ROLE_LEAD_CUSTOMER' && company !== null;
  const companyList = useQuery(CompanyConversationsDocument, {
    variables: { companyId: company ? String(company.id) : '' },
    skip: !asCompany,
  });
  const clientList = useQuery(ClientConversationsDocument, {
    variables: { clientId: viewer ? String(viewer.id) : '' },
    skip: asCompany || !viewer,
  });
  const companyItems = companyList.data?.companyConversations;
  const clientItems = clientList.data?.clientConversations;
  const refetch = asCompany ? companyList.refetch : clientList.refetch;
  useConversationsLive(() => void refetch());

  const chat = searchParams.get('chat');
  const waiting = chat === 'waiting';
  const openId = chat && !waiting ? chat : null;
  const shown = useMemo(() => {
    const list = (asCompany ? companyItems : clientItems) ?? [];
    return waiting ? list.filter((conversation) => conversation.unread > 0) : list;
  }, [asCompany, companyItems, clientItems, waiting]);

  // `lead`: start the assigned lead's conversation, then show it.
  const lead = searchParams.get('lead');
  const [start] = useMutation(StartConversationDocument);
  useEffect(() => {
    if (!lead) return;
    void start({ variables: { assignedLeadId: lead } }).then((answer) => {
      const id = answer.data?.startConversation.id;
      const next = new URLSearchParams(searchParams);
      next.delete('lead');
      if (id) next.set('chat', String(id));
      setSearchParams(next, { replace: true });
      void refetch();
    });
  }, [lead, start, searchParams, setSearchParams, refetch]);

  const select = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('chat', id);
    else next.delete('chat');
    setSearchParams(next);
  };

  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="xs">
            <SegmentedControl
              fullWidth
              size="xs"
              mb="xs"
              data={[
                { value: 'all', label: t('filter.all') },
                { value: 'waiting', label: t('filter.waiting') },
              ]}
              value={waiting ? 'waiting' : 'all'}
              onChange={(value) => select(value === 'waiting' ? 'waiting' : null)}
            />
            {shown.length === 0 && (
              <Text c="dimmed" size="sm" p="sm">
                {t('none')}
              </Text>
            )}
            {shown.map((conversation) => (
              <NavLink
                key={conversation.id}
                active={openId === String(conversation.id)}
                onClick={() => select(String(conversation.id))}
                data-testid="conversation-item"
                label={
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500} truncate>
                      {asCompany ? conversation.client.name : conversation.company.name}
                    </Text>
                    {conversation.unread > 0 && (
                      <Badge size="sm" color="red" circle>
                        {conversation.unread}
                      </Badge>
                    )}
                  </Group>
                }
                description={
                  <Text size="xs" c="dimmed" truncate>
                    {conversation.productName}
                    {conversation.lastMessage
                      ? ` · ${conversation.lastMessage.message || t('attachmentsOnly', { count: conversation.lastMessage.attachments.length })}`
                      : ''}
                  </Text>
                }
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            {openId ? (
              <ConversationThread key={openId} conversationId={openId} />
            ) : (
              <Text c="dimmed">{t('choose')}</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
