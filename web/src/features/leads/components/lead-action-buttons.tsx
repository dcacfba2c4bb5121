import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadAction } from '../hooks/use-lead-actions';

interface LeadActionButtonsProps {
  onHold: boolean;
  stopMatching: boolean;
  handled: boolean;
  bad: boolean;
  busy: boolean;
  onAction: (action: LeadAction) => void;
  /** Opens the match modal (companies around the lead, assign by hand). */
  onMatch: () => void;
  /** Opens the bad-lead modal. */
  onMarkBad: () => void;
}

/**
 * Verify (only on hold), restart matching, match now, stop matching, mark handled,
 * match by hand and mark bad.
 */
export function LeadActionButtons({
  onHold,
  stopMatching,
  handled,
  bad,
  busy,
  onAction,
  onMatch,
  onMarkBad,
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
      <Button variant="default" disabled={busy} onClick={onMatch}>
        {t('action.match')}
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
      {!bad && (
        <Button variant="light" color="red" disabled={busy} onClick={onMarkBad}>
          {t('action.markBad')}
        </Button>
      )}
    </Group>
  );
}
