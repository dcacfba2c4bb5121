import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { InvoiceBilledLeadsDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { invoiceUrls } from '../urls';

/** The leads an invoice billed, each to its lead screen, and the claims filed against them. */
export function BilledLeadsCard({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation('invoices');
  const { data } = useQuery(InvoiceBilledLeadsDocument, { variables: { id: invoiceId } });
  const billed = data?.invoice?.billedLeads ?? [];
  if (billed.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="billed-leads">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('billed.title', { count: billed.length })}</Title>
        <Anchor component={Link} to={invoiceUrls.claims(invoiceId)}>
          {t('billed.claims')}
        </Anchor>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Tbody>
            {billed.map((lead) => (
              <Table.Tr key={lead.assignedLeadId}>
                <Table.Td>
                  <Anchor component={Link} to={invoiceUrls.lead(lead.leadId)}>
                    {t('billed.lead', { id: lead.leadId })}
                  </Anchor>
                </Table.Td>
                <Table.Td>{lead.productName}</Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(lead.createdAt, i18n.language)}</Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(lead.priceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
