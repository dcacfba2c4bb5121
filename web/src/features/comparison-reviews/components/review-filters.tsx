import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  COMPARISON_REVIEW_STATES,
  type ComparisonReviewState,
} from '#domain/comparison-reviews/review-state';
import { SearchBox } from '../../../lib/search-box';
import type { ComparisonReviewListParams } from '../list-params';

interface ReviewFiltersProps {
  params: ComparisonReviewListParams;
  onChange: (change: Partial<ComparisonReviewListParams>) => void;
}

/** Search, state and period of the review list (sorting is on the column heads). */
export function ReviewFilters({ params, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation('comparison-reviews');
  return (
    <Group align="end" wrap="wrap">
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={params.search}
        onSearch={(search) => onChange({ search })}
      />
      {params.tab === 'all' && (
        <Select
          label={t('list.state')}
          placeholder={t('list.allStates')}
          clearable
          data={COMPARISON_REVIEW_STATES.map((state) => ({
            value: state,
            label: t(`state.${state}`),
          }))}
          value={params.state}
          onChange={(value) => onChange({ state: (value as ComparisonReviewState | null) ?? null })}
          w={240}
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
    </Group>
  );
}
