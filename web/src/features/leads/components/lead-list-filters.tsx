import { Button, Group, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../lib/date-field';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import {
  ASSIGNED_LEAD_STATE_NAMES,
  LEAD_SORTS,
  type AssignedLeadStateName,
  type LeadListParams,
  type LeadSortName,
} from '../list-params';

export interface ProductChoice {
  value: string;
  label: string;
}

interface LeadListFiltersProps {
  params: LeadListParams;
  /** The period shown (the default window when none is chosen). */
  period: { from: string; to: string };
  products: ProductChoice[];
  /** The on-hold list is preset: its switch is not offered. */
  onHoldPreset: boolean;
  onChange: (change: Partial<Omit<LeadListParams, 'page'>>) => void;
  onReset: () => void;
}

export function LeadListFilters({
  params,
  period,
  products,
  onHoldPreset,
  onChange,
  onReset,
}: LeadListFiltersProps) {
  const { t } = useTranslation('leads');
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onBlur={search.onBlur}
          type="search"
        />
        <DateRangeField
          label={t('list.period')}
          value={[period.from, period.to]}
          onChange={([from, to]) => onChange({ from, to })}
        />
        <Select
          label={t('list.product')}
          placeholder={t('list.allProducts')}
          data={products}
          value={params.product}
          onChange={(product) => onChange({ product })}
          clearable
          searchable
        />
        <Select
          label={t('list.assignedState')}
          placeholder={t('list.anyAssignedState')}
          data={ASSIGNED_LEAD_STATE_NAMES.map((state) => ({
            value: state,
            label: t(`state.${state}`),
          }))}
          value={params.assignedState}
          onChange={(state) => onChange({ assignedState: state as AssignedLeadStateName | null })}
          clearable
        />
        <Select
          label={t('list.sort')}
          data={LEAD_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
          value={params.sort}
          onChange={(sort) => onChange({ sort: (sort ?? 'created') as LeadSortName })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group mt="md" justify="space-between">
        <Group>
          <Switch
            label={t('list.withRemaining')}
            checked={params.withRemaining}
            onChange={(event) => onChange({ withRemaining: event.currentTarget.checked })}
          />
          {!onHoldPreset && (
            <Switch
              label={t('list.onHold')}
              checked={params.onHold}
              onChange={(event) => onChange({ onHold: event.currentTarget.checked })}
            />
          )}
        </Group>
        <Button variant="subtle" onClick={onReset}>
          {t('list.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
