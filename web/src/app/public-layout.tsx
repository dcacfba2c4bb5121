import { useEffect } from 'react';
import { Box, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { preloadAppShell } from './lazy-app-shell';
import { LanguageMenu } from './shell/language-menu';

/** Login-style screens: no navigation, a centred column. */
export function PublicLayout() {
  const { t } = useTranslation();
  // Once the page shows, fetch the logged-in frame in the background.
  useEffect(() => {
    const timer = window.setTimeout(() => void preloadAppShell(), 0);
    return () => window.clearTimeout(timer);
  }, []);
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
