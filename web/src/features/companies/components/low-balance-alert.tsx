import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';

export function LowBalanceAlert({
  balanceCents,
  prepaidPath,
}: {
  balanceCents: number;
  prepaidPath: string;
}) {
  const { t } = useTranslation('companies');
  return (
    <Alert color="orange" mb="md" data-testid="low-balance-alert" title={t('lowBalance.title')}>
      {t('lowBalance.text', { balance: formatMoney(balanceCents) })}{' '}
      <Anchor component={Link} to={prepaidPath}>
        {t('lowBalance.topUp')}
      </Anchor>
    </Alert>
  );
}
