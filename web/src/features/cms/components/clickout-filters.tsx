import { Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { AffiliateCompanySelect } from '../../affiliates';
import type { ClickoutListParams } from '../clickout-list-params';
import { useCmsTexts } from '../hooks/use-cms-texts';

type Choice = { value: string; label: string };

interface ClickoutFiltersProps {
  params: ClickoutListParams;
  domains: Choice[];
  products: Choice[];
  onChange: (change: Partial<Omit<ClickoutListParams, 'page'>>) => void;
}

const GROUPINGS = ['LINK', 'PAGE', 'COMPANY', 'PRODUCT', 'DAY', 'NONE'] as const;

/** Grouping, text, domain, product, company and period of the click-out list. */
export function ClickoutFilters({ params, domains, products, onChange }: ClickoutFiltersProps) {
  const { t } = useCmsTexts();
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={t('clickout.groupBy')}
          data={GROUPINGS.map((value) => ({ value, label: t(`clickout.grouping.${value}`) }))}
          value={params.groupBy}
          allowDeselect={false}
          onChange={(value) =>
            value && onChange({ groupBy: value as ClickoutListParams['groupBy'] })
          }
        />
        <TextInput
          label={t('clickout.search')}
          placeholder={t('clickout.searchPlaceholder')}
          type="search"
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onBlur={search.onBlur}
        />
        <Select
          label={t('page.domain')}
          placeholder={t('page.allDomains')}
          data={domains}
          value={params.domainId}
          clearable
          onChange={(domainId) => onChange({ domainId })}
        />
        <Select
          label={t('clickout.product')}
          placeholder={t('clickout.allProducts')}
          data={products}
          value={params.productId}
          searchable
          clearable
          onChange={(productId) => onChange({ productId })}
        />
        <AffiliateCompanySelect
          label={t('clickout.company')}
          placeholder={t('clickout.allCompanies')}
          value={params.companyId}
          onChange={(companyId) => onChange({ companyId })}
        />
        <TextInput
          type="date"
          label={t('clickout.from')}
          value={params.from}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('clickout.to')}
          value={params.to}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Paper>
  );
}
