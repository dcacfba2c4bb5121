import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { formatDateTime } from '../format';
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

/** The companies that got the lead, with their pipeline state and price. */
export function LeadAssignmentsTable({ rows }: { rows: LeadAssignmentRow[] }) {
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
