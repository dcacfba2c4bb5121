import { useCallback, useMemo } from 'react';
import { currentSearchParams } from '../../../lib/current-search-params';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { AssignedLeadListDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { AssignedLeadListFilters } from '../components/assigned-lead-list-filters';
import { AssignedLeadTable, type AssignedLeadRow } from '../components/assigned-lead-table';
import { fullName } from '../../../lib/person-name';
import { useAssignedLeadsLive } from '../hooks/use-assigned-leads-live';
import {
  assignedLeadListSearch,
  parseAssignedLeadListParams,
  periodOf,
  periodSeconds,
  type AssignedLeadListParams,
} from '../list-params';

const PAGE_SIZE = PAGE_SIZES.customerLeads;

/**
 * /customer/lead: the leads of the company the user works for, newest first, the last
 * 365 days unless another period is chosen. A new lead appears by itself.
 */
export function CustomerLeadListView() {
  const { t } = useTranslation('leads');
  const { company } = useCurrentCompany();
  const companyId = company ? String(company.id) : null;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseAssignedLeadListParams(searchParams), [searchParams]);
  const latest = () => parseAssignedLeadListParams(currentSearchParams());
  const period = periodOf(params.from, params.to, 'last_365_days');
  const { data, previousData, loading, refetch } = useQuery(AssignedLeadListDocument, {
    variables: {
      companyId: companyId ?? '',
      filter: {
        ...periodSeconds(period),
        state: params.state,
        search: params.search.trim() || null,
      },
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    skip: !companyId,
  });
  useAssignedLeadsLive(
    companyId,
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );
  const shown = data ?? previousData;
  const go = (next: AssignedLeadListParams) => setSearchParams(assignedLeadListSearch(next));
  if (!companyId) return <Text c="dimmed">{t('customer.noCompany')}</Text>;
  const rows: AssignedLeadRow[] = (shown?.assignedLeads.items ?? []).map((assigned) => ({
    id: String(assigned.id),
    createdAt: assigned.createdAt,
    productName: assigned.lead.product.name,
    name: fullName(assigned.lead.givenName, assigned.lead.familyName),
    place: assigned.lead.address.city ?? assigned.lead.address.postalCode,
    state: assigned.state,
  }));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('customer.title')}</Title>
        <Text size="sm" c="dimmed">
          {company?.name}
        </Text>
      </Group>
      <AssignedLeadListFilters
        params={params}
        period={period}
        onChange={(change) => go({ ...latest(), ...change, page: 1 })}
        onReset={() => go({ from: '', to: '', state: null, search: '', page: 1 })}
      />
      <AssignedLeadTable
        rows={rows}
        total={shown?.assignedLeads.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        loading={loading}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}
