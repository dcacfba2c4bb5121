import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LeadProductsDocument } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { ClaimStatsParams } from '../stats-params';

interface ClaimStatsFiltersProps {
  params: ClaimStatsParams;
  onChange: (change: Partial<ClaimStatsParams>) => void;
}

/** Period (months), product and company name of the claim statistics. */
export function ClaimStatsFilters({ params, onChange }: ClaimStatsFiltersProps) {
  const { t } = useTranslation('claims');
  const { data } = useQuery(LeadProductsDocument);
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Group align="end">
      <TextInput
        type="month"
        label={t('stats.from')}
        value={params.from}
        onChange={(event) =>
          event.currentTarget.value && onChange({ from: event.currentTarget.value })
        }
      />
      <TextInput
        type="month"
        label={t('stats.to')}
        value={params.to}
        onChange={(event) =>
          event.currentTarget.value && onChange({ to: event.currentTarget.value })
        }
      />
      <Select
        label={t('stats.product')}
        placeholder={t('stats.allProducts')}
        clearable
        value={params.productId}
        onChange={(value) => onChange({ productId: value })}
        data={(data?.products ?? []).map((product) => ({
          value: String(product.id),
          label: product.name,
        }))}
      />
      <TextInput
        label={t('stats.search')}
        value={search.text}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        onBlur={search.onBlur}
      />
    </Group>
  );
}
