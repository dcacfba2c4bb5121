import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BadLeadModalProps {
  opened: boolean;
  reasons: string[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** The bad-lead modal: pick a reason, then confirm (marking bad is asked first). */
export function BadLeadModal({ opened, reasons, busy, onClose, onConfirm }: BadLeadModalProps) {
  const { t } = useTranslation('leads');
  const [reason, setReason] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('bad.title')} centered>
      <Stack>
        <Text size="sm">{t('bad.text')}</Text>
        <Radio.Group value={reason} onChange={setReason} label={t('bad.reason')} required>
          <Stack gap="xs" mt="xs">
            {reasons.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`badReason.${value}`, { defaultValue: value })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!reason}
            loading={busy}
            onClick={() => reason && onConfirm(reason)}
          >
            {t('action.markBad')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
