import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../lib/date-field';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import {
  ASSIGNED_LEAD_STATE_NAMES,
  type AssignedLeadListParams,
  type AssignedLeadStateName,
} from '../list-params';

interface AssignedLeadListFiltersProps {
  params: AssignedLeadListParams;
  period: { from: string; to: string };
  onChange: (change: Partial<Omit<AssignedLeadListParams, 'page'>>) => void;
  onReset: () => void;
}

export function AssignedLeadListFilters({
  params,
  period,
  onChange,
  onReset,
}: AssignedLeadListFiltersProps) {
  const { t } = useTranslation('leads');
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
          label={t('customer.state')}
          placeholder={t('customer.allStates')}
          data={ASSIGNED_LEAD_STATE_NAMES.map((state) => ({
            value: state,
            label: t(`state.${state}`),
          }))}
          value={params.state}
          onChange={(state) => onChange({ state: state as AssignedLeadStateName | null })}
          clearable
        />
      </SimpleGrid>
      <Group mt="md" justify="flex-end">
        <Button variant="subtle" onClick={onReset}>
          {t('list.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
