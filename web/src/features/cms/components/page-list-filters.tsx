import { Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PAGE_TYPES } from '#domain/cms/page-types';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useCmsTexts } from '../hooks/use-cms-texts';
import type { PageListParams } from '../page-list-params';

interface PageListFiltersProps {
  params: PageListParams;
  domains: { value: string; label: string }[];
  onChange: (change: Partial<Omit<PageListParams, 'page'>>) => void;
}

/** Domain, page type and url text of the page list. */
export function PageListFilters({ params, domains, onChange }: PageListFiltersProps) {
  const { t, pageType } = useCmsTexts();
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('page.domain')}
          placeholder={t('page.allDomains')}
          data={domains}
          value={params.domainId}
          clearable
          onChange={(domainId) => onChange({ domainId })}
        />
        <Select
          label={t('page.type')}
          placeholder={t('page.allTypes')}
          data={PAGE_TYPES.map((type) => ({ value: type.code, label: pageType(type.code) }))}
          value={params.type}
          searchable
          clearable
          onChange={(type) => onChange({ type })}
        />
        <TextInput
          label={t('page.search')}
          placeholder={t('page.searchPlaceholder')}
          type="search"
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onBlur={search.onBlur}
        />
      </SimpleGrid>
    </Paper>
  );
}
