import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EmailConfirmationCardProps {
  confirming: boolean;
  onConfirm: () => void;
}

/** Shown when the profile is opened from the link mailed to a new e-mail address. */
export function EmailConfirmationCard({ confirming, onConfirm }: EmailConfirmationCardProps) {
  const { t } = useTranslation('accounts');
  return (
    <Paper withBorder p="lg" radius="md" data-testid="email-confirmation">
      <Stack>
        <Title order={3}>{t('emailConfirm.title')}</Title>
        <Text>{t('emailConfirm.body')}</Text>
        <Group justify="flex-end">
          <Button loading={confirming} onClick={onConfirm}>
            {t('emailConfirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
