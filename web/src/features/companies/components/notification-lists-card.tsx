import { Anchor, Badge, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationFlags,
} from '#domain/companies/notification-list';

export interface NotificationListRow extends NotificationFlags {
  id: string;
  name: string;
  email: string;
  isMainUser: boolean;
}

interface NotificationListsCardProps {
  lists: NotificationListRow[];
  canEdit: boolean;
  newPath: string;
  listPath: (id: string) => string;
}

export function NotificationListsCard({
  lists,
  canEdit,
  newPath,
  listPath,
}: NotificationListsCardProps) {
  const { t } = useTranslation('companies');
  return (
    <Paper withBorder p="md" radius="md" data-testid="notification-lists">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('notifications.title')}</Title>
          {canEdit && (
            <Button component={Link} to={newPath} size="xs" variant="light">
              {t('notifications.new')}
            </Button>
          )}
        </Group>
        <Table>
          <Table.Tbody>
            {lists.map((list) => (
              <Table.Tr key={list.id}>
                <Table.Td>
                  {canEdit ? (
                    <Anchor component={Link} to={listPath(list.id)}>
                      {list.name}
                    </Anchor>
                  ) : (
                    list.name
                  )}
                  <div>
                    <small>{list.email}</small>
                  </div>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {NOTIFICATION_CATEGORIES.filter((category) => list[category]).map(
                      (category) => (
                        <Badge key={category} size="xs" variant="outline">
                          {t(`notifications.flag.${category}`)}
                        </Badge>
                      ),
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
