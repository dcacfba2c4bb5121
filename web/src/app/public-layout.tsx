import { Box, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageMenu } from './shell/language-menu';

/** Login-style screens: no navigation, a centred column. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Container size="xs" py="xl">
        <Group justify="space-between" mb="lg">
          <Title order={1} size="h3">
            {t('appName')}
          </Title>
          <LanguageMenu />
        </Group>
        <Box component="main">
          <Outlet />
        </Box>
      </Container>
    </Box>
  );
}
