import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  new: 'blue',
  open: 'cyan',
  attention: 'orange',
  contact: 'indigo',
  appointment: 'violet',
  offer: 'grape',
  client: 'green',
  archive: 'gray',
  claimed: 'red',
};

export function AssignedLeadStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('leads');
  return (
    <Badge
      color={COLORS[state] ?? 'gray'}
      variant="light"
      data-testid="assigned-lead-state"
      styles={{ root: { minWidth: 'max-content' } }}
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
