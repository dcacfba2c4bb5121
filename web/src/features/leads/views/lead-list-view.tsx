import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  LeadCsvUrlDocument,
  LeadListDocument,
  LeadProductsDocument,
  type LeadFilter,
} from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';
import { LeadListFilters } from '../components/lead-list-filters';
import { LeadListTable, type LeadListRow } from '../components/lead-list-table';
import { fullName } from '../../../lib/person-name';
import { useLeadsLive } from '../hooks/use-leads-live';
import {
  leadListSearch,
  parseLeadListParams,
  periodOf,
  periodSeconds,
  type LeadListParams,
} from '../list-params';
import { leadUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.adminLeads;
// The export gives 1,000 leads a file (the lead list with export=y).
const CSV_PAGE_SIZE = 1000;

/**
 * /lead-generator/lead (newest first, the last 7 days unless another period is chosen),
 * /lead-generator/lead_on_hold (preset to leads on hold, with their reasons; the last
 * 30 days by default, as the menu's on-hold count looks back a month) and
 * /lead-generator/lead_with_potential (leads that could still go to companies: the last
 * 30 days, for sales to find them a buyer). Filters live in the URL; the list refetches
 * when leads change.
 */
export function LeadListView({
  onHoldPreset = false,
  potentialPreset = false,
}: {
  onHoldPreset?: boolean;
  potentialPreset?: boolean;
}) {
  const { t } = useTranslation('leads');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => parseLeadListParams(searchParams, onHoldPreset),
    [searchParams, onHoldPreset],
  );
  const period = periodOf(
    params.from,
    params.to,
    onHoldPreset || potentialPreset ? 'last_30_days' : 'last_7_days',
  );
  const filter: LeadFilter = {
    ...periodSeconds(period),
    product: params.product,
    search: params.search.trim() || null,
    onHold: params.onHold || null,
    withRemainingAssignments: params.withRemaining || null,
    withPotential: potentialPreset || null,
    assignedLeadState: params.assignedState,
  };
  const { data, previousData, loading, refetch } = useQuery(LeadListDocument, {
    variables: { filter, sort: params.sort, page: params.page, pageSize: PAGE_SIZE },
  });
  const products = useQuery(LeadProductsDocument);
  const [csvPage, setCsvPage] = useState(1);
  const total = (data ?? previousData)?.leads.total ?? 0;
  const csvPages = Math.max(1, Math.ceil(total / CSV_PAGE_SIZE));
  const csv = useQuery(LeadCsvUrlDocument, {
    variables: { filter, sort: params.sort, page: Math.min(csvPage, csvPages) },
  });
  useLeadsLive(
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );
  const shown = data ?? previousData;
  const go = (next: LeadListParams) => setSearchParams(leadListSearch(next, onHoldPreset));
  const latest = () => parseLeadListParams(currentSearchParams(), onHoldPreset);
  const change = (part: Partial<Omit<LeadListParams, 'page'>>) =>
    go({ ...latest(), ...part, page: 1 });
  const rows: LeadListRow[] = (shown?.leads.items ?? []).map((lead) => ({
    id: String(lead.id),
    created: lead.created,
    productName: lead.product.name,
    name: fullName(lead.givenName, lead.familyName),
    place: lead.address.city ?? lead.address.postalCode,
    source: lead.source,
    assigned: lead.assignments.length,
    remaining: lead.remainingAssignments,
    onHold: lead.onHold,
    bad: lead.bad,
    duplicate: lead.duplicateOfId !== null && lead.duplicateOfId !== undefined,
    holdReasons: lead.holdReasons,
  }));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {onHoldPreset
            ? t('list.onHoldTitle')
            : potentialPreset
              ? t('list.potentialTitle')
              : t('list.title')}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('list.live')}
          </Text>
          {csvPages > 1 && (
            <Select
              aria-label={t('list.csvPage')}
              w={150}
              size="xs"
              allowDeselect={false}
              data={Array.from({ length: csvPages }, (_, index) => ({
                value: String(index + 1),
                label: t('list.csvPageLabel', { page: index + 1 }),
              }))}
              value={String(Math.min(csvPage, csvPages))}
              onChange={(value) => setCsvPage(Number(value ?? 1))}
            />
          )}
          <Button
            component="a"
            href={csv.data?.leadCsvUrl ?? '#'}
            variant="default"
            disabled={!csv.data}
            data-testid="lead-csv"
            download
          >
            {t('list.csv')}
          </Button>
          {!onHoldPreset && (
            <Button component={Link} to={leadUrls.add(params.product)}>
              {t('list.newLead')}
            </Button>
          )}
        </Group>
      </Group>
      {onHoldPreset && <Text>{t('list.onHoldIntro')}</Text>}
      {potentialPreset && <Text>{t('list.potentialIntro')}</Text>}
      <LeadListFilters
        params={params}
        period={period}
        products={(products.data?.products ?? []).map((product) => ({
          value: product.discr,
          label: product.name,
        }))}
        onHoldPreset={onHoldPreset}
        onChange={change}
        onReset={() =>
          go({
            from: '',
            to: '',
            product: null,
            search: '',
            withRemaining: false,
            onHold: onHoldPreset,
            assignedState: null,
            sort: 'created',
            page: 1,
          })
        }
      />
      <LeadListTable
        rows={rows}
        total={shown?.leads.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        loading={loading}
        showHoldReasons={onHoldPreset || params.onHold}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}

export function OnHoldLeadListView() {
  return <LeadListView onHoldPreset />;
}

export function PotentialLeadListView() {
  return <LeadListView potentialPreset />;
}
