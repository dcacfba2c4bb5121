import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewStatus } from '#domain/reviews/review-status';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import {
  REVIEW_SORT_COLUMNS,
  type ReviewListParams,
  type ReviewSortColumnName,
} from '../list-params';

interface ReviewFiltersProps {
  params: ReviewListParams;
  /** Staff filter by company too. */
  withCompany: boolean;
  onChange: (change: Partial<ReviewListParams>) => void;
}

const SORT_LABELS: Record<ReviewSortColumnName, string> = {
  created: 'list.sortCreated',
  rating: 'list.sortRating',
  company: 'list.sortCompany',
  status: 'list.sortStatus',
};

/** The review list's filters (company, search, period, sort) and the label. */
export function ReviewFilters({ params, withCompany, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation('reviews');
  const search = useDebouncedSearch(params.search, (value) => onChange({ search: value }));
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label={t('list.search')}
        value={search.text}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        onBlur={search.onBlur}
        data-testid="review-search"
      />
      <Select
        label={t('list.status')}
        placeholder={t('list.allStatuses')}
        clearable
        data={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={params.status}
        onChange={(value) => onChange({ status: (value as ReviewStatus | null) ?? null })}
        data-testid="review-status-filter"
      />
      {withCompany && (
        <TextInput
          label={t('list.companyId')}
          value={params.companyId}
          inputMode="numeric"
          w={140}
          onChange={(event) =>
            onChange({ companyId: event.currentTarget.value.replace(/\D/g, '') })
          }
        />
      )}
      <TextInput
        type="date"
        label={t('list.from')}
        value={params.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('list.to')}
        value={params.to}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
      <Select
        label={t('list.sort')}
        data={REVIEW_SORT_COLUMNS.map((column) => ({
          value: column,
          label: t(SORT_LABELS[column]),
        }))}
        value={params.sort}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ sort: (value as ReviewSortColumnName | null) ?? 'created' })
        }
        w={140}
      />
      <Switch
        label={t('list.reverse')}
        checked={params.reverse}
        onChange={(event) => onChange({ reverse: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
