import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadAction } from '../hooks/use-lead-actions';

interface LeadActionButtonsProps {
  onHold: boolean;
  stopMatching: boolean;
  handled: boolean;
  busy: boolean;
  onAction: (action: LeadAction) => void;
}

/** Verify (only on hold), restart matching, match now, stop matching, mark handled. */
export function LeadActionButtons({
  onHold,
  stopMatching,
  handled,
  busy,
  onAction,
}: LeadActionButtonsProps) {
  const { t } = useTranslation('leads');
  return (
    <Group gap="xs">
      {onHold && (
        <Button color="teal" disabled={busy} onClick={() => onAction('verify')}>
          {t('action.verify')}
        </Button>
      )}
      <Button variant="default" disabled={busy} onClick={() => onAction('restart')}>
        {t('action.restart')}
      </Button>
      <Button variant="default" disabled={busy || onHold} onClick={() => onAction('matchNow')}>
        {t('action.matchNow')}
      </Button>
      {!stopMatching && (
        <Button variant="light" color="orange" disabled={busy} onClick={() => onAction('stop')}>
          {t('action.stop')}
        </Button>
      )}
      {!handled && (
        <Button variant="light" disabled={busy} onClick={() => onAction('handled')}>
          {t('action.handled')}
        </Button>
      )}
    </Group>
  );
}
