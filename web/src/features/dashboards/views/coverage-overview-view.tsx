import {
  Badge,
  Center,
  Grid,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVERAGE_POINTS_MAX, THIN_COVERAGE_BELOW } from '#domain/dashboards/overview-rules';
import { CoverageOverviewDocument, type CoverageOverviewQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import type { CoverageSpot } from '../components/coverage-overview-map';
import { KpiTile } from '../components/kpi-tile';
import { OverviewPeriodFields, useOverviewPeriod } from '../components/overview-period-fields';
import { useStaffBusinessLive } from '../hooks/use-lead-generator-dashboard-live';

// Leaflet and leaflet.heat load with the map's own chunk, only on this screen.
const CoverageOverviewMap = lazy(() =>
  import('../components/coverage-overview-map').then((m) => ({ default: m.CoverageOverviewMap })),
);

type Area = CoverageOverviewQuery['coverageOverview']['areas'][number];

/** The map's rings: per municipality its leads over the products and its thinnest coverage. */
function spotsOf(areas: readonly Area[]): CoverageSpot[] {
  const spots = new Map<string, CoverageSpot & { weight: number }>();
  for (const area of areas) {
    const spot = spots.get(area.municipality);
    if (!spot) {
      spots.set(area.municipality, { ...area, weight: area.leads });
      continue;
    }
    const weight = spot.weight + area.leads;
    spot.latitude = (spot.latitude * spot.weight + area.latitude * area.leads) / weight;
    spot.longitude = (spot.longitude * spot.weight + area.longitude * area.leads) / weight;
    spot.weight = weight;
    spot.leads += area.leads;
    spot.companies = Math.min(spot.companies, area.companies);
  }
  return [...spots.values()];
}

/** At most this many thinly covered areas in the list. */
const THIN_LIST_MAX = 30;

/** Read again when the business changes (staff only). */
const LIVE_QUERIES = [CoverageOverviewDocument];

/**
 * /coverage-overview: where leads were asked for in the period (a heat map of their
 * places) against the companies whose filters cover each municipality, and the areas
 * with demand but fewer than three covering companies, most leads first.
 */
export function CoverageOverviewView() {
  const { t, i18n } = useTranslation('dashboards');
  const period = useOverviewPeriod('last_90_days');
  const [productId, setProductId] = useState<string | null>(null);
  useStaffBusinessLive(LIVE_QUERIES);
  const { data, loading, error } = useQuery(CoverageOverviewDocument, {
    variables: { startDate: period.range.start, endDate: period.range.end, productId },
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.coverageOverview;
  const spots = useMemo(() => spotsOf(overview?.areas ?? []), [overview]);
  const thin = useMemo(
    () =>
      (overview?.areas ?? [])
        .filter((area) => area.companies < THIN_COVERAGE_BELOW)
        .slice(0, THIN_LIST_MAX),
    [overview],
  );
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const tiles = data?.mapSettings.tileUrl
    ? { url: data.mapSettings.tileUrl, attribution: data.mapSettings.attribution }
    : null;
  const uncoveredLeads = (overview?.areas ?? [])
    .filter((area) => area.companies === 0)
    .reduce((sum, area) => sum + area.leads, 0);

  return (
    <Stack>
      <Title order={2}>{t('overviews.coverage.title')}</Title>
      <OverviewPeriodFields
        period={period}
        product={{ value: productId, onChange: setProductId }}
        testId="coverage-overview"
      />
      <Text c="dimmed" size="sm">
        {t('metrics.period', { start: date(period.range.start), end: date(period.range.end) })}
      </Text>
      {!overview ? (
        loading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          error && <Text c="red">{t('partner.unavailable')}</Text>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <KpiTile
              testId="coverage-kpi-leads"
              label={t('overviews.coverage.leads')}
              value={String(overview.leads)}
            />
            <KpiTile
              testId="coverage-kpi-areas"
              label={t('overviews.coverage.areas')}
              value={String(spots.length)}
            />
            <KpiTile
              testId="coverage-kpi-companies"
              label={t('overviews.coverage.companies')}
              value={String(overview.companies)}
            />
            <KpiTile
              testId="coverage-kpi-uncovered"
              label={t('overviews.coverage.uncovered')}
              value={String(uncoveredLeads)}
              tone={uncoveredLeads > 0 ? 'warning' : 'default'}
            />
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder p="md" radius="md">
                <Suspense fallback={<Loader size="sm" />}>
                  <CoverageOverviewMap points={overview.points} spots={spots} tiles={tiles} />
                </Suspense>
                <Text size="xs" c="dimmed" mt="xs" data-testid="coverage-legend">
                  {overview.pointsCapped
                    ? t('overviews.coverage.capped', {
                        max: COVERAGE_POINTS_MAX,
                        count: overview.leads,
                      })
                    : t('overviews.coverage.legend', { below: THIN_COVERAGE_BELOW })}
                </Text>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  {t('overviews.coverage.thinTitle', { below: THIN_COVERAGE_BELOW })}
                </Title>
                {thin.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('overviews.coverage.thinNone')}
                  </Text>
                ) : (
                  <Table data-testid="coverage-thin-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('overviews.coverage.municipality')}</Table.Th>
                        <Table.Th>{t('metrics.product')}</Table.Th>
                        <Table.Th>{t('overviews.coverage.leadsShort')}</Table.Th>
                        <Table.Th>{t('overviews.coverage.companiesShort')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {thin.map((area) => (
                        <Table.Tr
                          key={`${area.municipality}-${area.productId}`}
                          data-testid="coverage-thin-row"
                        >
                          <Table.Td>
                            {area.municipality}
                            {area.province && (
                              <Text size="xs" c="dimmed">
                                {area.province}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>{area.productName}</Table.Td>
                          <Table.Td>{area.leads}</Table.Td>
                          <Table.Td>
                            <Badge color={area.companies === 0 ? 'red' : 'orange'} variant="light">
                              {area.companies}
                            </Badge>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Paper>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
