import {
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface CompanyUserRow {
  id: string;
  fullName: string;
  email: string;
  isMainUser: boolean;
  enabled: boolean;
  version: number;
  /** The user's notification list, when there is one. */
  notificationListId: string | null;
}

interface CompanyUsersCardProps {
  users: CompanyUserRow[];
  /** Invited existing accounts; they become users when they accept. */
  invitations?: { id: string; email: string }[];
  canEdit: boolean;
  addUserPath: string;
  notificationListPath: (user: CompanyUserRow) => string;
  onMakeMain: (user: CompanyUserRow) => void;
  onEnable: (user: CompanyUserRow) => void;
  onDisable: (user: CompanyUserRow) => void;
  onRemove: (user: CompanyUserRow) => void;
}

export function CompanyUsersCard(props: CompanyUsersCardProps) {
  const { t } = useTranslation('companies');
  return (
    <Paper withBorder p="md" radius="md" data-testid="users-card">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('users.title')}</Title>
          {props.canEdit && (
            <Button component={Link} to={props.addUserPath} size="xs">
              {t('users.add')}
            </Button>
          )}
        </Group>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.name')}</Table.Th>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th>{t('users.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {user.fullName}{' '}
                  {user.isMainUser && (
                    <Badge size="xs" variant="light">
                      {t('users.mainUser')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={user.enabled ? 'green' : 'dimmed'}>
                    {user.enabled ? t('users.enabled') : t('users.disabled')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Anchor component={Link} to={props.notificationListPath(user)} size="sm">
                      {t('users.notifications')}
                    </Anchor>
                    {props.canEdit && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={t('users.actionsFor', { name: user.fullName })}
                          >
                            …
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {!user.isMainUser && (
                            <Menu.Item onClick={() => props.onMakeMain(user)}>
                              {t('users.makeMain')}
                            </Menu.Item>
                          )}
                          {!user.enabled && (
                            <Menu.Item onClick={() => props.onEnable(user)}>
                              {t('users.enable')}
                            </Menu.Item>
                          )}
                          {user.enabled && !user.isMainUser && (
                            <Menu.Item onClick={() => props.onDisable(user)}>
                              {t('users.disable')}
                            </Menu.Item>
                          )}
                          {!user.isMainUser && (
                            <Menu.Item color="red" onClick={() => props.onRemove(user)}>
                              {t('users.remove')}
                            </Menu.Item>
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {(props.invitations ?? []).map((invitation) => (
              <Table.Tr key={`invitation-${invitation.id}`}>
                <Table.Td />
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>
                  <Badge color="gray" variant="light">
                    {t('users.invited')}
                  </Badge>
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
