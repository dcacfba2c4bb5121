import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import { DepositReceiptsDocument } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { prepaidUrls } from '../urls';

/** The receipts of the company's paid deposits, each a PDF to download. */
export function ReceiptsCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('prepaid');
  const { data } = useQuery(DepositReceiptsDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const receipts = data?.depositReceipts.items ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="receipts">
      <Title order={4} mb="sm">
        {t('receipts.title')}
      </Title>
      {receipts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('receipts.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receipts.date')}</Table.Th>
                <Table.Th>{t('receipts.number')}</Table.Th>
                <Table.Th>{t('receipts.method')}</Table.Th>
                <Table.Th ta="right">{t('receipts.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipts.map((receipt) => (
                <Table.Tr key={receipt.paymentId} data-testid="receipt">
                  <Table.Td>{formatDateTime(receipt.paidAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={prepaidUrls.receipt(companyId, receipt.paymentId)}
                      target="_blank"
                      rel="noopener"
                    >
                      {receipt.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {receipt.automatic
                      ? t('receipts.automatic')
                      : t(`receipts.provider.${receipt.provider}`, {
                          defaultValue: t('receipts.provider.offline'),
                        })}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(receipt.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
