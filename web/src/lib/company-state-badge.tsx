import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  new: 'blue',
  active: 'green',
  suspended: 'red',
  paused: 'yellow',
  debtclaim: 'red',
  is_debtclaim: 'red',
  was_debtclaim: 'orange',
  blacklisted: 'dark',
  archived: 'gray',
  suspect: 'grape',
};

export function CompanyStateBadge({ state }: { state: string | null | undefined }) {
  const { t } = useTranslation('companies');
  if (!state) return null;
  return (
    <Badge
      color={COLORS[state] ?? 'gray'}
      variant="light"
      data-testid="company-state"
      // A state is short: show it whole rather than let a narrow table column cut it off.
      styles={{ root: { minWidth: 'max-content' } }}
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
