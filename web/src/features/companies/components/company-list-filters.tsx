import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_STATES, type CompanyState } from '#domain/companies/company-state';
import { LEAD_GENERATOR_COMPANY_TYPES } from '#domain/shared/business-constants';
import {
  COMPANY_SORTS,
  type CompanyListParams,
  type CompanySort,
  type LeadGeneratorType,
} from '../company-list-params';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { Choice } from './company-form';

interface CompanyListFiltersProps {
  params: CompanyListParams;
  accountManagers: Choice[];
  provinces: string[];
  products: Choice[];
  onChange: (change: Partial<Omit<CompanyListParams, 'page'>>) => void;
  onReset: () => void;
}

export function CompanyListFilters({
  params,
  accountManagers,
  provinces,
  products,
  onChange,
  onReset,
}: CompanyListFiltersProps) {
  const { t } = useTranslation('companies');
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onBlur={search.onBlur}
          type="search"
        />
        <MultiSelect
          label={t('list.state')}
          data={COMPANY_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          value={params.states}
          onChange={(states) => onChange({ states: states as CompanyState[] })}
          clearable
        />
        <Select
          label={t('list.accountManager')}
          data={accountManagers}
          value={params.accountManager}
          onChange={(accountManager) => onChange({ accountManager })}
          clearable
          searchable
        />
        <Select
          label={t('list.sort')}
          data={COMPANY_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          value={params.sort}
          onChange={(sort) => onChange({ sort: (sort ?? 'name') as CompanySort })}
          allowDeselect={false}
        />
        <Select
          label={t('list.leadGeneratorType')}
          data={LEAD_GENERATOR_COMPANY_TYPES.map((type) => ({
            value: type,
            label: t(`leadGeneratorType.${type}`),
          }))}
          value={params.leadGeneratorType}
          onChange={(type) => onChange({ leadGeneratorType: type as LeadGeneratorType | null })}
          clearable
        />
        <Select
          label={t('list.province')}
          data={provinces}
          value={params.province}
          onChange={(province) => onChange({ province })}
          clearable
          searchable
        />
        <Select
          label={t('list.product')}
          data={products}
          value={params.product}
          onChange={(product) => onChange({ product })}
          clearable
          searchable
          nothingFoundMessage={t('list.noProducts')}
        />
      </SimpleGrid>
      <Group mt="md" justify="space-between">
        <Group>
          <Switch
            label={t('list.leadPlazaSearches')}
            checked={params.leadPlazaSearches}
            onChange={(event) => onChange({ leadPlazaSearches: event.currentTarget.checked })}
          />
          <Switch
            label={t('list.isLeadGeneratorCompany')}
            checked={params.isLeadGeneratorCompany}
            onChange={(event) => onChange({ isLeadGeneratorCompany: event.currentTarget.checked })}
          />
          <Switch
            label={t('list.isComparisonCompany')}
            checked={params.isComparisonCompany}
            onChange={(event) => onChange({ isComparisonCompany: event.currentTarget.checked })}
          />
        </Group>
        <Button variant="subtle" onClick={onReset}>
          {t('list.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
