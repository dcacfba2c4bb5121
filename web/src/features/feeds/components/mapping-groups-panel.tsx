import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddFeedMappingGroupDocument,
  DeleteFeedMappingGroupDocument,
  FeedMappingGroupsDocument,
  SaveFeedMappingGroupDocument,
  type FeedMappingGroupFieldsFragment,
  type FeedMappingGroupInput,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { MappingGroupDialog } from './mapping-group-dialog';

/** Page size for a shop's data-mapping groups. */
const PAGE_SIZE = 25;

type MappingGroup = FeedMappingGroupFieldsFragment;

/**
 * A shop's data-mapping groups (25 a page, only the unconfirmed on demand) with their
 * pattern → replacement rows; added and edited in the group dialog. `action` goes in the
 * header (the detail's "confirm mapping").
 */
export function MappingGroupsPanel({
  companyId,
  companyName,
  refreshKey,
  action,
}: {
  companyId: string;
  companyName: string;
  refreshKey: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('feeds');
  const [onlyUnconfirmed, setOnlyUnconfirmed] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MappingGroup | 'new' | null>(null);
  const { data, refetch } = useQuery(FeedMappingGroupsDocument, {
    variables: { companyId, onlyUnconfirmed, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    void refetch();
  }, [refreshKey, refetch]);
  const [add, adding] = useMutation(AddFeedMappingGroupDocument);
  const [save, saving] = useMutation(SaveFeedMappingGroupDocument);
  const [remove] = useMutation(DeleteFeedMappingGroupDocument);
  const groups = data?.feedMappingGroups;
  const pages = Math.max(1, Math.ceil((groups?.total ?? 0) / PAGE_SIZE));

  async function submit(input: FeedMappingGroupInput) {
    if (editing === 'new') await add({ variables: { companyId, input } });
    else if (editing)
      await save({ variables: { id: editing.id, input, version: editing.version } });
    notifySuccess('MESSAGE.CHANGES_SAVED');
    setEditing(null);
    await refetch();
  }

  async function deleteGroup(group: MappingGroup) {
    const sure = await confirmAction({
      title: t('mapping.deleteTitle'),
      text: t('mapping.deleteText', { name: group.name }),
      confirmLabel: t('mapping.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: group.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    } catch {
      // The error notice says why.
    }
    await refetch();
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="feed-mapping-groups">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('mapping.title', { shop: companyName })}</Title>
          <Group>
            {action}
            <Button variant="light" onClick={() => setEditing('new')}>
              {t('mapping.add')}
            </Button>
          </Group>
        </Group>
        <Switch
          label={t('mapping.onlyUnconfirmed')}
          checked={onlyUnconfirmed}
          onChange={(event) => {
            setOnlyUnconfirmed(event.currentTarget.checked);
            setPage(1);
          }}
        />
        {groups && groups.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('mapping.none')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mapping.group')}</Table.Th>
                <Table.Th>{t('mapping.property')}</Table.Th>
                <Table.Th>{t('mapping.mappings')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups?.items.map((group) => (
                <Table.Tr key={group.id} data-testid="mapping-group-row">
                  <Table.Td>
                    <Text fw={500}>{group.name}</Text>
                    {group.unconfirmedCount > 0 && (
                      <Badge color="orange" variant="light" size="sm">
                        {t('mapping.unconfirmedCount', { count: group.unconfirmedCount })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{t(`property.${group.property}`)}</Table.Td>
                  <Table.Td>
                    {group.mappings.map((mapping) => (
                      <Text key={mapping.id} size="xs" c={mapping.confirmed ? undefined : 'orange'}>
                        <Text span ff="monospace" size="xs">
                          {mapping.pattern}
                        </Text>{' '}
                        → {mapping.replacement || '∅'}
                        {!mapping.confirmed && ` (${t('mapping.unconfirmed')})`}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(group)}>
                        {t('mapping.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void deleteGroup(group)}
                      >
                        {t('mapping.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
      {editing && (
        <MappingGroupDialog
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          group={editing === 'new' ? null : editing}
          opened
          saving={adding.loading || saving.loading}
          onClose={() => setEditing(null)}
          onSave={submit}
        />
      )}
    </Paper>
  );
}
