import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import type { CompanyDashboardQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';

type Lead = CompanyDashboardQuery['companyDashboard']['latestLeads'][number];

/** The newest leads, each a link to the lead (when the viewer works leads), and a way to all. */
export function LatestLeadsCard({ leads, linked }: { leads: readonly Lead[]; linked: boolean }) {
  const { t, i18n } = useTranslation('dashboards');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('latest.title')}</Title>
        {linked && (
          <Anchor component={Link} to="/customer/lead" size="sm">
            {t('latest.all')}
          </Anchor>
        )}
      </Group>
      {leads.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('latest.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="latest-leads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('latest.date')}</Table.Th>
                <Table.Th>{t('latest.lead')}</Table.Th>
                <Table.Th>{t('latest.state')}</Table.Th>
                <Table.Th ta="right">{t('latest.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.map((lead) => (
                <Table.Tr key={lead.assignedLeadId} data-testid="latest-lead">
                  <Table.Td>{formatDate(lead.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {linked ? (
                      <Anchor component={Link} to={`/customer/lead/${lead.assignedLeadId}`}>
                        {lead.name}
                      </Anchor>
                    ) : (
                      lead.name
                    )}
                    <Text size="xs" c="dimmed">
                      {lead.productName}
                      {lead.city ? ` · ${lead.city}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`state.${lead.state}`)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(lead.priceCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
