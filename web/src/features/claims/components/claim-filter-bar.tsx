import { Badge, CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimListFilter } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { CLAIM_FILTERS, type ClaimListParams } from '../list-params';

interface ClaimFilterBarProps {
  params: ClaimListParams;
  onChange: (change: Partial<ClaimListParams>) => void;
}

/** The four list filters, the search box, and the company or invoice the list is narrowed to. */
export function ClaimFilterBar({ params, onChange }: ClaimFilterBarProps) {
  const { t } = useTranslation('claims');
  const search = useDebouncedSearch(params.search, (text) => onChange({ search: text }));
  return (
    <Group justify="space-between" wrap="wrap">
      <Group>
        <SegmentedControl
          data-testid="claim-filter"
          value={params.filter}
          onChange={(value) => onChange({ filter: value as ClaimListFilter })}
          data={CLAIM_FILTERS.map((filter) => ({ value: filter, label: t(`filter.${filter}`) }))}
        />
        {params.companyId && (
          <Badge
            variant="outline"
            rightSection={<CloseButton size="xs" onClick={() => onChange({ companyId: null })} />}
          >
            {t('list.company', { id: params.companyId })}
          </Badge>
        )}
        {params.invoiceId && (
          <Badge
            variant="outline"
            rightSection={<CloseButton size="xs" onClick={() => onChange({ invoiceId: null })} />}
          >
            {t('list.invoice', { id: params.invoiceId })}
          </Badge>
        )}
      </Group>
      <TextInput
        w={320}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        value={search.text}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        onBlur={search.onBlur}
      />
    </Group>
  );
}
