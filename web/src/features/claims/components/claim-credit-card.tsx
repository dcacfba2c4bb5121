import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import type { CompanyClaimCreditsQuery } from '../../../gql/graphql';

interface ClaimCreditCardProps {
  credits: CompanyClaimCreditsQuery['companyClaimCredits'];
}

/** What accepted claims gave back: the prepaid balance, or the credit waiting for the next invoice. */
export function ClaimCreditCard({ credits }: ClaimCreditCardProps) {
  const { t } = useTranslation('claims');
  const prepaid = credits.isPrepaid;
  return (
    <Paper withBorder radius="md" p="md" data-testid="claim-credit">
      <Stack gap={4}>
        <Title order={5}>{t('credit.title')}</Title>
        <Text size="sm" c="dimmed">
          {prepaid ? t('credit.balance') : t('credit.pending')}
        </Text>
        <Text size="xl" fw={700} data-testid="claim-credit-amount">
          {formatMoney(prepaid ? (credits.balanceCents ?? 0) : credits.pendingCreditCents)}
        </Text>
        <Text size="xs" c="dimmed">
          {prepaid ? t('credit.balanceHint') : t('credit.pendingHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
