import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** After the welcome: a pointer to the products, where a trial starts receiving leads. */
export function ProductPopover({
  productsPath,
  onClose,
}: {
  productsPath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('companies');
  return (
    <Affix position={{ bottom: 80, right: 20 }}>
      <Paper
        withBorder
        shadow="md"
        p="md"
        radius="md"
        maw={320}
        role="dialog"
        aria-label={t('trial.productsTitle')}
      >
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{t('trial.productsTitle')}</Text>
            <CloseButton aria-label={t('action.close')} onClick={onClose} />
          </Group>
          <Text size="sm">{t('trial.productsText')}</Text>
          <Button component={Link} to={productsPath} onClick={onClose} size="xs">
            {t('trial.toProducts')}
          </Button>
        </Stack>
      </Paper>
    </Affix>
  );
}
