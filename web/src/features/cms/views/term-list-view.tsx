import {
  Anchor,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  CmsDomainsDocument,
  CmsPageChoicesDocument,
  CmsTermListDocument,
} from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useCurrentDomain } from '../hooks/use-current-domain';
import { cmsUrls } from '../urls';
import { PageSelectorView, type PickedPage } from './page-selector-view';

const GENERIC = 'generic';

/** /term: the glossary, searched by text, product and page, 50 a page. */
export function TermListView() {
  const { t } = useCmsTexts();
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<string | null>(null);
  const [page, setPage] = useState<PickedPage | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [current, setCurrent] = useState(1);
  const [currentDomain] = useCurrentDomain();
  const domains = useQuery(CmsDomainsDocument);
  const choices = useQuery(CmsPageChoicesDocument);
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setCurrent(1);
  });
  const terms = useQuery(CmsTermListDocument, {
    variables: {
      search: search || null,
      productId: product && product !== GENERIC ? product : null,
      generic: product === GENERIC,
      pageId: page?.id ?? null,
      page: current,
      pageSize: PAGE_SIZES.default,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = terms.data?.cmsTerms ?? terms.previousData?.cmsTerms;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZES.default));
  const selectorDomain = currentDomain ?? domains.data?.cmsDomains.items[0]?.id ?? null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('termList.title')}</Title>
        <Button component={Link} to={cmsUrls.newTerm()}>
          {t('termList.new')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('term.search')}
          type="search"
          value={box.text}
          onChange={(e) => box.onChange(e.currentTarget.value)}
          onBlur={box.onBlur}
        />
        <Select
          label={t('term.product')}
          placeholder={t('term.allProducts')}
          clearable
          searchable
          data={[
            { value: GENERIC, label: t('term.generic') },
            ...(choices.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          value={product}
          onChange={(value) => {
            setProduct(value);
            setCurrent(1);
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('term.page')}
          </Text>
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              disabled={!selectorDomain}
              onClick={() => setChoosing(true)}
            >
              {page?.url ?? t('termList.anyPage')}
            </Button>
            {page && (
              <Button size="sm" variant="subtle" onClick={() => setPage(null)}>
                {t('termList.clearPage')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      {(list?.items.length ?? 0) === 0 ? (
        <Text c="dimmed">{t('term.empty')}</Text>
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('term.name')}</Table.Th>
              <Table.Th>{t('term.product')}</Table.Th>
              <Table.Th>{t('term.page')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list!.items.map((term) => (
              <Table.Tr key={term.id} data-testid="term-row">
                <Table.Td>
                  <Anchor component={Link} to={cmsUrls.term(term.id)} fz="sm">
                    {term.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{term.productName ?? t('term.generic')}</Table.Td>
                <Table.Td>{term.pageUrl ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('termList.total', { count: list?.total ?? 0 })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={current} onChange={setCurrent} />}
      </Group>
      {choosing && selectorDomain && (
        <PageSelectorView
          domainId={selectorDomain}
          selectedId={page?.id ?? null}
          onSelect={(picked) => {
            setPage(picked);
            setCurrent(1);
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </Stack>
  );
}
