import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE } from '#domain/shared/messages';
import { DateField } from '../../../lib/date-field';
import { messageText } from '../../../lib/message-text';

export interface PauseChoice {
  /** yyyy-mm-dd; today or in the past pauses now, later plans the pause. */
  from: string;
  /** yyyy-mm-dd, or null for "until someone ends it". */
  until: string | null;
}

interface PauseDialogProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onPause: (choice: PauseChoice) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Pause the whole company: from a date, until a date or indefinitely. */
export function PauseDialog({ opened, busy, onClose, onPause }: PauseDialogProps) {
  const { t } = useTranslation('companies');
  const [from, setFrom] = useState(today);
  const [mode, setMode] = useState<'until' | 'indefinitely'>('until');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return setError(MESSAGE.ENTER_VALID_DATE);
    if (mode === 'until' && (!/^\d{4}-\d{2}-\d{2}$/.test(until) || until <= from)) {
      return setError(MESSAGE.ENTER_VALID_DATE);
    }
    setError(null);
    onPause({ from, until: mode === 'until' ? until : null });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('pause.title')} centered>
      <Stack>
        <DateField label={t('pause.from')} value={from} onChange={setFrom} />
        <Radio.Group
          label={t('pause.end')}
          value={mode}
          onChange={(value) => setMode(value as 'until' | 'indefinitely')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="until" label={t('pause.untilDate')} />
            <Radio value="indefinitely" label={t('pause.indefinitely')} />
          </Stack>
        </Radio.Group>
        {mode === 'until' && (
          <DateField
            label={t('pause.until')}
            value={until}
            minDate={from || undefined}
            onChange={setUntil}
            error={error ? messageText(error) : undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('pause.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
