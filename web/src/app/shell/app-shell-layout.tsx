import { useState } from 'react';
import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentRole } from '../../lib/current-role';
import { reachableHome } from '../../lib/home-route';
import { useViewer } from '../../lib/viewer';
import { CompanyNotices } from '../../features/companies/company-notices';
import { CompanySelector } from './company-selector';
import { LanguageMenu } from './language-menu';
import { Navigation } from './navigation';
import { navigationGroups } from './navigation-groups';
import { SideSwitch } from './side-switch';
import { UserMenu } from './user-menu';

/** The portal frame for logged-in screens: header, left navigation, content. */
export function AppShellLayout() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const { currentRole } = useCurrentRole();
  const { pathname } = useLocation();
  // The mobile menu belongs to the path it was opened on, so any route change closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpened = menuOpenedOn === pathname;
  if (!viewer) return null;
  const groups = navigationGroups(viewer.roles, currentRole);
  const withNavigation = groups.length > 0;
  const home = reachableHome(viewer.roles, currentRole) ?? '/user/current';
  const bothSides =
    viewer.roles.includes('ROLE_LEAD_CUSTOMER') && viewer.roles.includes('ROLE_LEAD_CONSUMER');
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        withNavigation
          ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {withNavigation && (
              <Burger
                opened={menuOpened}
                onClick={() => setMenuOpenedOn(menuOpened ? null : pathname)}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.openMenu')}
              />
            )}
            <Title order={1} size="h4">
              <Link to={home} style={{ color: 'inherit', textDecoration: 'none' }}>
                {t('appName')}
              </Link>
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {bothSides && <SideSwitch />}
            <CompanySelector />
            <LanguageMenu />
            <UserMenu viewer={viewer} />
          </Group>
        </Group>
      </AppShell.Header>
      {withNavigation && (
        <AppShell.Navbar p="sm">
          <Navigation groups={groups} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <CompanyNotices />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
