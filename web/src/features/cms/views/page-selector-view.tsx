import { Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CmsDomainsDocument, CmsPagesDocument } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { PageSelectorTable, type SelectablePage } from '../components/page-selector-table';
import { SelectorPager } from '../components/selector-pager';
import { useCmsTexts } from '../hooks/use-cms-texts';

export interface PickedPage {
  id: string;
  url: string;
  domainId: string;
}

interface PageSelectorViewProps {
  domainId: string;
  selectedId: string | null;
  onSelect: (page: PickedPage) => void;
  onClose: () => void;
}

/** The page selector dialog: a domain's pages (the domain can be switched), searched and paged. */
export function PageSelectorView({
  domainId,
  selectedId,
  onSelect,
  onClose,
}: PageSelectorViewProps) {
  const { t } = useCmsTexts();
  const [domain, setDomain] = useState(domainId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const domains = useQuery(CmsDomainsDocument);
  const pages = useQuery(CmsPagesDocument, {
    variables: { domainId: domain, search: search || null, page, pageSize: PAGE_SIZES.cmsPages },
  });
  const list = pages.data?.cmsPages ?? pages.previousData?.cmsPages;
  return (
    <Modal opened onClose={onClose} title={t('selector.pageTitle')} size="xl">
      <Stack>
        <Group grow align="flex-end">
          <Select
            label={t('page.domain')}
            allowDeselect={false}
            data={(domains.data?.cmsDomains.items ?? []).map((d) => ({
              value: String(d.id),
              label: d.name,
            }))}
            value={domain}
            onChange={(value) => {
              if (!value) return;
              setDomain(value);
              setPage(1);
            }}
          />
          <TextInput
            label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            type="search"
            value={box.text}
            onChange={(e) => box.onChange(e.currentTarget.value)}
            onBlur={box.onBlur}
          />
        </Group>
        <PageSelectorTable
          pages={(list?.items ?? []) as SelectablePage[]}
          selectedId={selectedId}
          onPick={(picked) => onSelect({ id: picked.id, url: picked.url, domainId: domain })}
        />
        <SelectorPager
          total={list?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZES.cmsPages}
          onPage={setPage}
        />
      </Stack>
    </Modal>
  );
}
