import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "N nieuwe leads": new leads wait here until asked for, so the list never moves by itself. */
export function NewLeadsBanner({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('plaza');
  if (count === 0) return null;
  return (
    <Alert color="blue" variant="light" data-testid="plaza-new-leads">
      <Group justify="space-between">
        <Text size="sm">{t('live.newLeads', { count })}</Text>
        <Button size="xs" onClick={onShow}>
          {t('live.show')}
        </Button>
      </Group>
    </Alert>
  );
}
