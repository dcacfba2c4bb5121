import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerDashboardQuery, PartnerLeadOutcome } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';

type Lead = PartnerDashboardQuery['partnerDashboard']['today'][number];

const OUTCOME_COLOR: Record<PartnerLeadOutcome, string> = {
  rejected: 'red',
  on_hold: 'orange',
  claimed: 'grape',
  assigned: 'teal',
  waiting: 'gray',
};

/** The leads the partner sent today, newest first, each with how it fared so far. */
export function PartnerTodayCard({ leads, total }: { leads: readonly Lead[]; total: number }) {
  const { t, i18n } = useTranslation('dashboards');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('partner.today.title')}</Title>
        <Text size="sm" c="dimmed" data-testid="partner-today-total">
          {t('partner.today.total', { count: total })}
        </Text>
      </Group>
      {leads.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('partner.today.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="partner-today">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partner.today.time')}</Table.Th>
                <Table.Th>{t('partner.today.lead')}</Table.Th>
                <Table.Th ta="right">{t('partner.today.companies')}</Table.Th>
                <Table.Th>{t('partner.today.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.map((lead) => (
                <Table.Tr key={lead.leadId} data-testid="partner-today-lead">
                  <Table.Td>{formatDateTime(lead.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {lead.name}
                    <Text size="xs" c="dimmed">
                      {lead.productName}
                      {lead.city ? ` · ${lead.city}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{lead.companies}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={OUTCOME_COLOR[lead.outcome]}>
                      {t(`partner.outcome.${lead.outcome}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
