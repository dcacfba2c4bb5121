import {
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CreateTagDocument, TagsDocument } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { TagTable } from '../components/tag-table';
import { tagUrls } from '../urls';

/** /tag: the tags by name, searched, 50 a page; a new one is added by name. */
export function TagListView() {
  const { t } = useTranslation('tags');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const { data, previousData, loading } = useQuery(TagsDocument, {
    variables: { search: search || null, page, pageSize: PAGE_SIZES.tags },
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateTagDocument);
  const list = data?.tags ?? previousData?.tags;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZES.tags));

  async function add() {
    if (!name.trim()) return;
    try {
      const result = await create({ variables: { input: { name } } });
      if (result.data) navigate(tagUrls.tag(result.data.createTag.id));
    } catch {
      // The error notice says why (a taken name: MESSAGE.TAG_ALREADY_EXISTS).
    }
  }

  return (
    <Stack>
      <Title order={2}>{t('list.title')}</Title>
      <Group align="flex-end" justify="space-between">
        <TextInput
          label={t('list.search')}
          type="search"
          value={box.text}
          onChange={(e) => box.onChange(e.currentTarget.value)}
          onBlur={box.onBlur}
        />
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('list.newName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void add();
            }}
          />
          <Button loading={creating.loading} onClick={() => void add()}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      {loading && !list ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <>
          <TagTable tags={list?.items ?? []} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="tag-total">
              {t('list.total', { count: list?.total ?? 0 })}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </Group>
        </>
      )}
    </Stack>
  );
}
