import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import {
  CancelDepositDocument,
  DepositPrepaidByTikkieDocument,
  DepositPrepaidDocument,
  OpenDepositDocument,
  PrepaidOverviewDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { goToCheckout } from '../go-to-checkout';

/**
 * Topping up the balance: one of the fixed amounts (the default preselected),
 * paid at the payment provider's checkout or by Tikkie. A deposit started and not paid is offered
 * again with its own amount, or cancelled after confirmation.
 */
export function TopUpCard({
  companyId,
  amountsEuros,
  defaultAmountEuros,
}: {
  companyId: string;
  amountsEuros: readonly number[];
  defaultAmountEuros: number;
}) {
  const { t } = useTranslation('prepaid');
  const [amount, setAmount] = useState(String(defaultAmountEuros));
  const open = useQuery(OpenDepositDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const [deposit, depositing] = useMutation(DepositPrepaidDocument);
  const [depositByTikkie, tikkieing] = useMutation(DepositPrepaidByTikkieDocument);
  const [cancel, cancelling] = useMutation(CancelDepositDocument);
  const client = useApolloClient();
  const pending = open.data?.openDeposit;

  async function pay() {
    try {
      const answer = await deposit({ variables: { companyId, amountEuros: Number(amount) } });
      goToCheckout(answer.data?.depositPrepaid.url);
    } catch {
      // The error notice says why.
    }
  }

  async function payByTikkie() {
    try {
      const answer = await depositByTikkie({
        variables: { companyId, amountEuros: Number(amount) },
      });
      window.location.assign(answer.data!.depositPrepaidByTikkie.url);
    } catch {
      // The error notice says why.
    }
  }

  async function cancelPending() {
    const sure = await confirmAction({
      title: t('topUp.cancelTitle'),
      text: t('topUp.cancelConfirm'),
      confirmLabel: t('topUp.cancel'),
    });
    if (!sure) return;
    try {
      await cancel({ variables: { companyId } });
      notifySuccess('MESSAGE.REQUEST_CANCELLED');
      await open.refetch();
    } catch {
      // The error notice says why; paid a moment earlier, the deposit is on the balance now.
      await client.refetchQueries({ include: [OpenDepositDocument, PrepaidOverviewDocument] });
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="top-up">
      <Stack gap="sm">
        <Title order={4}>{t('topUp.title')}</Title>
        {pending ? (
          <>
            <Alert color="blue">
              {t('topUp.pending', { amount: formatMoney(pending.amountCents) })}
            </Alert>
            <Group>
              {pending.url && (
                <Button component="a" href={pending.url}>
                  {t('topUp.continue')}
                </Button>
              )}
              <Button
                variant="default"
                loading={cancelling.loading}
                onClick={() => void cancelPending()}
              >
                {t('topUp.cancel')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('topUp.intro')}
            </Text>
            <Group align="end">
              <SegmentedControl
                aria-label={t('topUp.amount')}
                value={amount}
                onChange={setAmount}
                data={amountsEuros.map((euros) => ({
                  value: String(euros),
                  label: formatMoney(euros * 100),
                }))}
              />
              <Button loading={depositing.loading} onClick={() => void pay()}>
                {t('topUp.pay')}
              </Button>
              <Button
                variant="default"
                loading={tikkieing.loading}
                onClick={() => void payByTikkie()}
              >
                {t('topUp.tikkie')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
