import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TrialWelcomePopupProps {
  opened: boolean;
  companyName: string;
  onDismiss: () => void;
}

export function TrialWelcomePopup({ opened, companyName, onDismiss }: TrialWelcomePopupProps) {
  const { t } = useTranslation('companies');
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      title={t('trial.title', { company: companyName })}
      centered
    >
      <Stack>
        <Text size="sm">{t('trial.text')}</Text>
        <Button onClick={onDismiss}>{t('trial.dismiss')}</Button>
      </Stack>
    </Modal>
  );
}
