import { useCallback, useMemo, useState } from 'react';
import { currentSearchParams } from '../../../lib/current-search-params';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  CompanyOverviewDocument,
  type CompanyFilter,
  type CompanySort,
} from '../../../gql/graphql';
import {
  companyListSearch,
  DEFAULT_COMPANY_LIST_PARAMS,
  parseCompanyListParams,
  withFilter,
  type CompanyListParams,
} from '../company-list-params';
import { CompanyAllStatsCard } from '../components/company-all-stats-card';
import { CompanyListFilters } from '../components/company-list-filters';
import { CompanyListTable, type CompanyListRow } from '../components/company-list-table';
import { useCompanyFormChoices } from '../hooks/use-company-form-choices';
import { companyUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.default;

function toFilter(params: CompanyListParams): CompanyFilter {
  return {
    accountManagerId: params.accountManager,
    leadPlazaSearches: params.leadPlazaSearches || null,
    leadGeneratorType: params.leadGeneratorType,
    search: params.search || null,
    states: params.states.length > 0 ? params.states : null,
    product: params.product,
    province: params.province,
    isLeadGeneratorCompany: params.isLeadGeneratorCompany || null,
    isComparisonCompany: params.isComparisonCompany || null,
  };
}

/** /company: the staff overview; every filter lives in the URL, so a view can be bookmarked and shared. */
export function CompanyListView() {
  const { t } = useTranslation('companies');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCompanyListParams(searchParams), [searchParams]);
  const [statsShown, setStatsShown] = useState(false);
  const latest = () => parseCompanyListParams(currentSearchParams());
  const { accountManagers, provinces } = useCompanyFormChoices();
  const { data, previousData, loading } = useQuery(CompanyOverviewDocument, {
    variables: {
      filter: toFilter(params),
      sort: params.sort as CompanySort,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
  });
  const shown = data ?? previousData;
  const go = useCallback(
    (next: CompanyListParams) => setSearchParams(companyListSearch(next)),
    [setSearchParams],
  );
  const rows: CompanyListRow[] = (shown?.companies.items ?? []).map((company) => ({
    id: String(company.id),
    name: company.name,
    city: company.city ?? null,
    province: company.province ?? null,
    state: company.state,
    leadGeneratorType: company.leadGeneratorType,
    accountManagerName: company.accountManager?.fullName ?? null,
    mainUserName: company.users.find((user) => user.isMainUser)?.user.fullName ?? null,
  }));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('list.title')}</Title>
        <Group>
          <Button variant="subtle" onClick={() => setStatsShown((shownNow) => !shownNow)}>
            {t(statsShown ? 'all.hide' : 'all.show', { ns: 'company-stats' })}
          </Button>
          <Button
            variant="default"
            component="a"
            href={shown?.companyCsvUrl ?? '#'}
            download
            disabled={!shown?.companyCsvUrl}
          >
            {t('list.exportCsv')}
          </Button>
          <Button component={Link} to={companyUrls.create()}>
            {t('list.new')}
          </Button>
        </Group>
      </Group>
      {/* Every company's figures of a period, opened on demand (docs/dashboards.md). */}
      {statsShown && <CompanyAllStatsCard />}
      <CompanyListFilters
        params={params}
        accountManagers={accountManagers}
        provinces={provinces}
        products={[]}
        onChange={(change) => go(withFilter(latest(), change))}
        onReset={() => go(DEFAULT_COMPANY_LIST_PARAMS)}
      />
      <CompanyListTable
        rows={rows}
        total={shown?.companies.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        loading={loading}
        onPage={(page) => go({ ...latest(), page })}
      />
    </Stack>
  );
}
