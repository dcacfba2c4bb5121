import {
  Alert,
  Anchor,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { PrepaidOverviewDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { formatDateTime } from '../../../lib/format-date';
import { AutoTopUpCard } from '../components/auto-top-up-card';
import { ReceiptsCard } from '../components/receipts-card';
import { TopUpCard } from '../components/top-up-card';
import { prepaidUrls } from '../urls';

const PAGE_SIZE = 50;

/**
 * /customer/prepaid ("Tegoed"): the company's balance (with the alert below the
 * threshold), topping it up, the receipts of its deposits and every change of it,
 * newest first, each with the balance after it (and finance's reason for a refund
 * or correction).
 */
export function PrepaidView() {
  const { t, i18n } = useTranslation('prepaid');
  const { company } = useCurrentCompany();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(PrepaidOverviewDocument, {
    variables: { companyId: company ? String(company.id) : '', page },
    skip: !company,
    fetchPolicy: 'cache-and-network',
  });
  if (!company) return <Text c="dimmed">{t('noCompany')}</Text>;
  if (!data)
    return loading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : null;
  const account = data.prepaidAccount;
  const ledger = data.balanceLedger;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{company.name}</Text>
      </Group>
      {!account.isPrepaid && <Alert color="gray">{t('notPrepaid')}</Alert>}
      {account.lowBalance && (
        <Alert color="yellow" title={t('low.title')} data-testid="low-balance">
          {t('low.text', { amount: formatMoney(account.lowBalanceThresholdCents) })}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Text c="dimmed" size="sm">
          {t('balance')}
        </Text>
        <Text fz={32} fw={700} data-testid="prepaid-balance">
          {formatMoney(account.balanceCents)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('explain')}
        </Text>
      </Paper>
      {account.isPrepaid && (
        <TopUpCard
          companyId={String(company.id)}
          amountsEuros={account.amountsEuros}
          defaultAmountEuros={account.defaultAmountEuros}
        />
      )}
      {account.isPrepaid && (
        <AutoTopUpCard companyId={String(company.id)} amountsEuros={account.amountsEuros} />
      )}
      <ReceiptsCard companyId={String(company.id)} />
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('ledger.title')}
        </Title>
        {ledger.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('ledger.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table data-testid="balance-ledger">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledger.date')}</Table.Th>
                  <Table.Th>{t('ledger.what')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.amount')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.items.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="balance-entry">
                    <Table.Td>{formatDateTime(entry.createdAt, i18n.language)}</Table.Td>
                    <Table.Td>
                      {t(`reason.${entry.reason}`, { defaultValue: entry.reason })}
                      {entry.assignedLeadId && (
                        <>
                          {' · '}
                          <Anchor
                            component={Link}
                            fz="inherit"
                            to={`/customer/lead/${entry.assignedLeadId}`}
                          >
                            {entry.productName ?? t('ledger.lead')}
                          </Anchor>
                        </>
                      )}
                      {entry.receiptPaymentId && (
                        <>
                          {' · '}
                          <Anchor
                            fz="inherit"
                            href={prepaidUrls.receipt(company.id, entry.receiptPaymentId)}
                            target="_blank"
                            rel="noopener"
                          >
                            {t('ledger.receipt')}
                          </Anchor>
                        </>
                      )}
                      {entry.note && (
                        <Text size="xs" c="dimmed" data-testid="balance-entry-note">
                          {entry.note}
                          {entry.createdByName ? ` · ${entry.createdByName}` : ''}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" c={entry.amountCents < 0 ? 'red' : 'teal'}>
                      {entry.amountCents > 0 ? '+' : ''}
                      {formatMoney(entry.amountCents)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(entry.balanceAfterCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {ledger.total > PAGE_SIZE && (
          <Pagination
            mt="sm"
            total={Math.ceil(ledger.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            size="sm"
          />
        )}
      </Paper>
    </Stack>
  );
}
