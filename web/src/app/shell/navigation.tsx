import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';
import { OnHoldLeadBadge } from '../../features/leads/on-hold-lead-badge';
import type { NavigationGroup, NavigationItem } from './navigation-groups';

/** Counts shown next to a menu item: the on-hold lead count, unread chat. */
const BADGES: Record<string, () => React.ReactNode> = {
  '/lead-generator/lead_on_hold': () => <OnHoldLeadBadge />,
  '/consumer/conversations': () => <ChatUnreadBadge />,
};

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function ItemLink({ item, pathname }: { item: NavigationItem; pathname: string }) {
  const { t } = useTranslation('routing');
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={t(item.titleKey)}
      active={isActive(pathname, item.path)}
      rightSection={BADGES[item.path]?.()}
    />
  );
}

/** The left navigation: collapsible staff groups, plain portal lists. */
export function Navigation({ groups }: { groups: NavigationGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('shell.navigation')} h="100%">
      <Stack gap="xs">
        {groups.map((group) =>
          group.collapsible ? (
            <NavLink
              key={group.labelKey}
              label={t(group.labelKey)}
              defaultOpened={
                groups.length === 1 || group.items.some((item) => isActive(pathname, item.path))
              }
            >
              {group.items.map((item) => (
                <ItemLink key={item.path} item={item} pathname={pathname} />
              ))}
            </NavLink>
          ) : (
            <div key={group.labelKey}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {t(group.labelKey)}
              </Text>
              {group.items.map((item) => (
                <ItemLink key={item.path} item={item} pathname={pathname} />
              ))}
            </div>
          ),
        )}
      </Stack>
    </ScrollArea>
  );
}
