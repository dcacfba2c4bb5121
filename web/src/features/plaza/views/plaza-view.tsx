import { lazy, Suspense, useEffect, useMemo } from 'react';
import { currentSearchParams } from '../../../lib/current-search-params';
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { PLAZA_PAGE_SIZE } from '#domain/plaza/plaza-query';
import {
  PlazaDealDocument,
  PlazaCatalogueDocument,
  PlazaSavedSearchesDocument,
  PlazaSearchDocument,
} from '../../../gql/graphql';
import { useViewer } from '../../../lib/viewer';
import { NewLeadsBanner } from '../components/new-leads-banner';
import { PlazaCompanyPicker, type PickedCompany } from '../components/plaza-company-picker';
import { PlazaFilters, type FilterCounts } from '../components/plaza-filters';
import { PlazaLeadModal } from '../components/plaza-lead-modal';
import { PlazaOfferList } from '../components/plaza-offer-list';
import { PlazaWithoutCompany } from '../components/plaza-without-company';
import { SavedSearches } from '../components/saved-searches';
import {
  EMPTY_PLAZA_STATE,
  PLAZA_SORTS,
  parsePlazaState,
  plazaQueryOf,
  plazaStateSearch,
  stateOfSavedQuery,
  type PlazaFilterState,
} from '../filter-state';
import { price } from '../format';
import { useNewLeads } from '../hooks/use-new-leads';
import { usePlazaCompany } from '../hooks/use-plaza-company';

const PlazaMap = lazy(() =>
  import('../components/plaza-map').then((m) => ({ default: m.PlazaMap })),
);

/**
 * /lead-generator/plaza: leads of the last seven days on sale, with filters and
 * their counts beside the results (a list or a map). The filters live in the URL;
 * `l` opens a lead, `i` loads a saved search. New leads wait behind a banner.
 */
export function PlazaView() {
  const { t } = useTranslation('plaza');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { company, loading: companyLoading } = usePlazaCompany();
  const { viewer } = useViewer();
  const roles = viewer?.roles ?? [];
  // Sales staff open any company's plaza (by companyId and userId in the URL).
  const mayPickCompany = mayPerform(roles, 'viewOtherCompanyPlaza');
  const companyId = company?.id ?? null;
  // Free plaza leads of the company's running deals, spent before anything is charged.
  const plazaDeal = useQuery(PlazaDealDocument, {
    variables: { companyId: companyId ?? '' },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const state = useMemo(() => parsePlazaState(searchParams), [searchParams]);
  const latest = () => parsePlazaState(currentSearchParams());
  const catalogue = useQuery(PlazaCatalogueDocument, {
    variables: { companyId },
    skip: !companyId,
  });
  const products = useMemo(() => catalogue.data?.products ?? [], [catalogue.data]);
  const query = useMemo(
    () => (products.length > 0 ? plazaQueryOf(state, products) : null),
    [state, products],
  );
  const search = useQuery(PlazaSearchDocument, {
    variables: { companyId: companyId ?? '', query: query! },
    skip: !companyId || !query,
    notifyOnNetworkStatusChange: true,
  });
  const newLeads = useNewLeads(
    companyId,
    query,
    search.data?.plazaSearch.searchedAt ?? null,
    search.data?.plazaSearch.eventId ?? null,
  );

  // A saved search named in the URL (`i`) becomes the filters, once.
  const savedId = searchParams.get('i');
  const saved = useQuery(PlazaSavedSearchesDocument, {
    variables: { companyId: companyId ?? '' },
    skip: !companyId || !savedId,
  });
  useEffect(() => {
    if (!savedId || !saved.data) return;
    const found = saved.data.plazaSavedSearches.find((entry) => String(entry.id) === savedId);
    const current = new URLSearchParams(searchParams);
    current.delete('i');
    setSearchParams(plazaStateSearch(found ? stateOfSavedQuery(found.query) : state, current), {
      replace: true,
    });
  }, [savedId, saved.data, searchParams, setSearchParams, state]);

  const go = (next: PlazaFilterState) =>
    setSearchParams(plazaStateSearch(next, currentSearchParams()));
  const change = (part: Partial<PlazaFilterState>) => go({ ...latest(), ...part, page: 1 });
  const withLead = (leadId: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (leadId) next.set('l', leadId);
    else next.delete('l');
    setSearchParams(next, { replace: Boolean(leadId && searchParams.get('l')) });
  };

  const shown = search.data ?? search.previousData;
  const result = shown?.plazaSearch;
  const counts: FilterCounts | null = useMemo(() => {
    if (!result) return null;
    return {
      products: new Map(result.products.map((entry) => [String(entry.product.id), entry.total])),
      choices: new Map(
        result.products.flatMap((entry) =>
          entry.choices.map(
            (choice) =>
              [`${entry.product.id}:${choice.questionKey}:${choice.value}`, choice.total] as const,
          ),
        ),
      ),
      areas: result.countries.flatMap((country) =>
        country.areas.map((area) => ({ country: country.country, ...area })),
      ),
    };
  }, [result]);
  const municipalities = useMemo(
    () =>
      (catalogue.data?.plazaProvinces ?? []).map((province) => ({
        group: province.name,
        items: province.municipalities.map((municipality) => ({
          value: municipality.name,
          label: `${municipality.name} (${municipality.total})`,
        })),
      })),
    [catalogue.data],
  );
  const filterProducts = useMemo(
    () =>
      products.map((product) => ({
        id: String(product.id),
        discr: product.discr,
        name: product.name,
        questions: product.questions.map((question) => ({
          key: question.key,
          label: question.label,
          kind: question.kind,
          unit: question.unit,
          options: question.options,
        })),
      })),
    [products],
  );

  // Another company's plaza: its lead, saved search and page are left behind.
  const pickCompany = ({ companyId: picked, userId }: PickedCompany) => {
    const next = new URLSearchParams(currentSearchParams());
    for (const key of ['l', 'i', 'page']) next.delete(key);
    next.set('companyId', picked);
    next.set('userId', userId ?? String(viewer?.id ?? ''));
    setSearchParams(next);
  };
  const picker = mayPickCompany ? (
    <PlazaCompanyPicker
      current={company?.onBehalf ? { id: company.id, name: company.name } : null}
      onPick={pickCompany}
    />
  ) : null;

  const freeLeads = plazaDeal.data?.plazaDeal.freePlazaLeadsLeft ?? 0;
  if (companyLoading) return <Loader />;
  if (!company)
    return (
      <Stack>
        <Title order={2}>{t('title')}</Title>
        {picker ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('picker.hint')}
            </Text>
            {picker}
          </Stack>
        ) : (
          <PlazaWithoutCompany
            staff={roles.includes('ROLE_LEAD_USER')}
            rolesHref={
              viewer && mayPerform(roles, 'manageUserRoles') ? `/user-roles/${viewer.id}` : null
            }
          />
        )}
      </Stack>
    );
  const offers = result?.results ?? [];
  const openLead = searchParams.get('l');
  const tiles = catalogue.data?.mapSettings.tileUrl
    ? {
        url: catalogue.data.mapSettings.tileUrl,
        attribution: catalogue.data.mapSettings.attribution,
      }
    : null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {company.name}
            {company.isPrepaid ? ` · ${t('balance', { amount: price(company.balanceCents) })}` : ''}
            {freeLeads > 0 ? ` · ${t('freeLeads', { count: freeLeads })}` : ''}
          </Text>
        </div>
        <Group align="flex-end">
          {picker}
          {query && (
            <SavedSearches
              companyId={company.id}
              query={query}
              onLoad={(id) => {
                const next = new URLSearchParams(searchParams);
                next.set('i', id);
                setSearchParams(next);
              }}
            />
          )}
        </Group>
      </Group>
      {company.onBehalf && (
        <Alert color="grape" variant="light">
          {t('onBehalf', { company: company.name })}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          {catalogue.data && (
            <PlazaFilters
              state={state}
              products={filterProducts}
              counts={counts}
              municipalities={municipalities}
              onChange={change}
            />
          )}
          <Button
            variant="subtle"
            mt="xs"
            onClick={() => go({ ...EMPTY_PLAZA_STATE, view: state.view })}
          >
            {t('filters.reset')}
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack>
            <Group justify="space-between">
              <Text fw={500} data-testid="plaza-total">
                {result ? t('results.total', { count: result.total }) : ' '}
              </Text>
              <Group gap="xs">
                <Select
                  aria-label={t('sort.label')}
                  data={PLAZA_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
                  value={state.sort}
                  allowDeselect={false}
                  onChange={(sort) =>
                    change({ sort: (sort ?? 'date') as PlazaFilterState['sort'] })
                  }
                  w={170}
                />
                <Button variant="default" onClick={() => change({ ascending: !state.ascending })}>
                  {state.ascending ? t('sort.ascending') : t('sort.descending')}
                </Button>
                <SegmentedControl
                  data={[
                    { value: 'list', label: t('view.list') },
                    { value: 'map', label: t('view.map') },
                  ]}
                  value={state.view}
                  onChange={(view) => go({ ...latest(), view: view as 'list' | 'map' })}
                />
              </Group>
            </Group>
            <NewLeadsBanner
              count={newLeads}
              onShow={() => {
                if (state.page !== 1) go({ ...latest(), page: 1 });
                else void search.refetch();
              }}
            />
            {!result ? (
              <Center py="xl">
                <Loader />
              </Center>
            ) : state.view === 'map' ? (
              <Suspense fallback={<Loader />}>
                <PlazaMap offers={offers} tiles={tiles} onOpen={withLead} />
              </Suspense>
            ) : (
              <PlazaOfferList
                offers={offers}
                total={result.total}
                page={state.page}
                pageSize={PLAZA_PAGE_SIZE}
                onOpen={withLead}
                onPage={(page) => go({ ...latest(), page })}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {openLead && result && (
        <PlazaLeadModal
          companyId={company.id}
          offers={offers}
          leadId={openLead}
          onMove={withLead}
          onClose={() => withLead(null)}
          onBought={(assignedLeadId) =>
            void navigate(
              company.onBehalf
                ? `/lead-generator/lead/${openLead}`
                : `/customer/lead/${assignedLeadId}`,
            )
          }
        />
      )}
    </Stack>
  );
}
