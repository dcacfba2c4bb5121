import { Anchor, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerDashboardQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';

type Claims = PartnerDashboardQuery['partnerDashboard']['claims'];

/** The open claims the partner decides, oldest first, each a way to its decision screen. */
export function PartnerClaimsCard({ claims }: { claims: Claims }) {
  const { t, i18n } = useTranslation('dashboards');
  return (
    <Paper withBorder p="md" radius="md" id="claims">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('partner.claims.title')}</Title>
        <Text size="sm" c="dimmed" data-testid="partner-claims-open">
          {t('partner.claims.open', { count: claims.open })}
        </Text>
      </Group>
      {claims.toDecide.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('partner.claims.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="partner-claims">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partner.claims.filed')}</Table.Th>
                <Table.Th>{t('partner.claims.company')}</Table.Th>
                <Table.Th>{t('partner.claims.lead')}</Table.Th>
                <Table.Th>{t('partner.claims.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claims.toDecide.map((claim) => (
                <Table.Tr key={claim.claimId} data-testid="partner-claim">
                  <Table.Td>{formatDate(claim.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{claim.companyName}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/partner/claim/${claim.claimId}`}>
                      {claim.leadName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {claim.productName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="orange">
                      {t(`partner.claims.statuses.${claim.status}`)}
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
