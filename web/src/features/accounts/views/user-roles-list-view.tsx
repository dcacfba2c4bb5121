import { Button, Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DELAYS_MS } from '#domain/shared/polling-intervals';
import { UsersDocument } from '../../../gql/graphql';
import { UserRolesTable } from '../components/user-roles-table';

const PAGE_SIZE = 25;

/** /user-roles (manager): every user with their roles; search and page kept in the URL. */
export function UserRolesListView() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const [debounced] = useDebouncedValue(search, DELAYS_MS.searchDebounce);
  const { data, previousData } = useQuery(UsersDocument, {
    variables: { search: debounced || null, page, itemsPerPage: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.users;
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{t('userRoles.title')}</Title>
          <Button component={Link} to="/user-roles/new">
            {t('userRoles.new')}
          </Button>
        </Group>
        <TextInput
          label={t('userRoles.search')}
          value={search}
          onChange={(event) => update({ search: event.currentTarget.value, page: '' })}
        />
        {list && (
          <>
            <Text size="sm" c="dimmed">
              {t('userRoles.total', { count: list.total })}
            </Text>
            <UserRolesTable
              users={list.items}
              onOpen={(id) => void navigate(`/user-roles/${id}`)}
            />
            {list.total > PAGE_SIZE && (
              <Pagination
                total={Math.ceil(list.total / PAGE_SIZE)}
                value={page}
                onChange={(value) => update({ page: value > 1 ? String(value) : '' })}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
