import { Center, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stand-in for screens of the route table that are not built yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={480}>
        <Title order={2} mb="sm">
          {t('notAvailable.title')}
        </Title>
        <Text c="dimmed">{t('notAvailable.text')}</Text>
      </Paper>
    </Center>
  );
}
