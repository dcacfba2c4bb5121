import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PauseStatusProps {
  state: string;
  pausedFrom: string | null;
  pausedUntil: string | null;
  canEdit: boolean;
  onCancel: (planned: boolean) => void;
}

/** A running or planned pause, with the way to end or cancel it. */
export function PauseStatus({
  state,
  pausedFrom,
  pausedUntil,
  canEdit,
  onCancel,
}: PauseStatusProps) {
  const { t, i18n } = useTranslation('companies');
  const date = (value: string) => new Date(value).toLocaleDateString(i18n.language);
  // A pause start on a company that is not paused yet is a planned pause.
  const planned = state !== 'paused' && pausedFrom !== null;
  if (state !== 'paused' && !planned) return null;
  const until = pausedUntil ? date(pausedUntil) : t('pause.indefinitelyShort');
  return (
    <Alert color={planned ? 'blue' : 'yellow'} data-testid="pause-status">
      <Group justify="space-between">
        <Text size="sm">
          {planned
            ? t('pause.plannedText', { from: date(pausedFrom!), until })
            : t('pause.runningText', { until })}
        </Text>
        {canEdit && (
          <Button size="xs" variant="white" onClick={() => onCancel(planned)}>
            {planned ? t('pause.cancelPlanned') : t('pause.end')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
