import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../gql/graphql';

interface UserRolesTableProps {
  users: UserFieldsFragment[];
  onOpen: (id: string) => void;
}

/** Users with their roles; a row opens the user's role screen. */
export function UserRolesTable({ users, onOpen }: UserRolesTableProps) {
  const { t } = useTranslation('accounts');
  if (users.length === 0) return <Text c="dimmed">{t('userRoles.empty')}</Text>;
  return (
    <Table highlightOnHover striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('userRoles.email')}</Table.Th>
          <Table.Th>{t('userRoles.name')}</Table.Th>
          <Table.Th>{t('userRoles.roles')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr
            key={user.id}
            onClick={() => onOpen(String(user.id))}
            style={{ cursor: 'pointer' }}
            data-testid="user-role-row"
          >
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{user.fullName}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {user.roles.map((role) => (
                  <Badge key={role} variant="light" size="sm">
                    {t(`roles.${role}`, { defaultValue: role })}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
