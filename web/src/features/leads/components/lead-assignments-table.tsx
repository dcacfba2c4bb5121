import { Anchor, Button, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { formatDateTime } from '../../../lib/format-date';
import { leadUrls } from '../urls';
import { AssignedLeadStateBadge } from './assigned-lead-state-badge';

export interface LeadAssignmentRow {
  id: string;
  companyId: string | null;
  companyName: string;
  state: string;
  priceCents: number;
  origin: string;
  createdAt: string;
}

interface LeadAssignmentsTableProps {
  rows: LeadAssignmentRow[];
  /** Opens the chat history of this assignment (chat area). */
  onChatHistory?: (row: LeadAssignmentRow) => void;
  /** Mails the consumer a review link for this assignment (reviews area). */
  onAskReview?: (assignedLeadId: string) => void;
}

/** The companies that got the lead, with their pipeline state and price; per company its chat history and a review request. */
export function LeadAssignmentsTable({
  rows,
  onChatHistory,
  onAskReview,
}: LeadAssignmentsTableProps) {
  const { t, i18n } = useTranslation('leads');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('detail.assignments')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('detail.noAssignments')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table data-testid="lead-assignments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.company')}</Table.Th>
                <Table.Th>{t('column.state')}</Table.Th>
                <Table.Th>{t('column.price')}</Table.Th>
                <Table.Th>{t('column.origin')}</Table.Th>
                <Table.Th>{t('column.date')}</Table.Th>
                {(onChatHistory || onAskReview) && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="lead-assignment">
                  <Table.Td>
                    {row.companyId ? (
                      <Anchor component={Link} to={leadUrls.company(row.companyId)}>
                        {row.companyName}
                      </Anchor>
                    ) : (
                      row.companyName
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AssignedLeadStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>{formatMoney(row.priceCents)}</Table.Td>
                  <Table.Td>{t(`origin.${row.origin}`, { defaultValue: row.origin })}</Table.Td>
                  <Table.Td>{formatDateTime(row.createdAt, i18n.language)}</Table.Td>
                  {(onChatHistory || onAskReview) && (
                    <Table.Td ta="right">
                      {onChatHistory && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => onChatHistory(row)}
                        >
                          {t('detail.chatHistory')}
                        </Button>
                      )}
                      {onAskReview && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => onAskReview(row.id)}
                        >
                          {t('detail.askReview')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
