import { Avatar, Box, Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Viewer } from '../../lib/viewer';
import { useLogout } from './use-logout';

function displayName(viewer: Viewer): string {
  const name = [viewer.givenName, viewer.familyName].filter(Boolean).join(' ');
  return name || viewer.email;
}

export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(viewer);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          aria-label={t('shell.userMenu')}
          leftSection={
            <Avatar src={viewer.photoUrl ?? null} alt="" size="sm" name={name} color="initials" />
          }
        >
          <Box component="span" visibleFrom="sm">
            {name}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{viewer.email}</Menu.Label>
        <Menu.Item component={Link} to="/user/current">
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
