import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ComparisonCoreProductsDocument,
  ComparisonFilterNewFeaturesDocument,
  ComparisonFiltersDocument,
  OrderComparisonFiltersDocument,
  type ComparisonFilterFieldsFragment,
} from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';
import { moveItem } from '../../../lib/move-item';
import { notifySuccess } from '../../../lib/notify';
import { DragList } from '../components/drag-list';
import { filterUrls } from '../urls';

type Filter = ComparisonFilterFieldsFragment;

/** The filters in product-list order: those shown there, then the others. */
const byListPosition = (filters: readonly Filter[]) => ({
  shown: filters
    .filter((filter) => filter.listPosition !== null && filter.listPosition !== undefined)
    .sort((a, b) => a.listPosition! - b.listPosition!),
  hidden: filters.filter(
    (filter) => filter.listPosition === null || filter.listPosition === undefined,
  ),
});

/** A core product's filters: panel order and product-list order, both by dragging. */
function CoreProductFilters({ coreProductId }: { coreProductId: string }) {
  const { t } = useTranslation('filters');
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(ComparisonFiltersDocument, {
    variables: { coreProductId },
    fetchPolicy: 'cache-and-network',
  });
  const features = useQuery(ComparisonFilterNewFeaturesDocument, {
    variables: { coreProductId },
    fetchPolicy: 'cache-and-network',
  });
  const [order, ordering] = useMutation(OrderComparisonFiltersDocument);
  const [featureId, setFeatureId] = useState<string | null>(null);
  const filters = data?.comparisonFilters ?? [];
  const { shown, hidden } = byListPosition(filters);
  const newFeatures = features.data?.comparisonFilterNewFeatures ?? [];

  /** Sends both orders with the versions read; a stale list answers CONFLICT (the notice says so). */
  async function save(panel: readonly Filter[], list: readonly Filter[]) {
    try {
      await order({
        variables: {
          coreProductId,
          filters: panel.map(({ id, version }) => ({ id, version })),
          list: list.map((filter) => filter.id),
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why.
    }
    await refetch();
  }

  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs" data-testid="filter-panel-order">
            <Title order={4}>{t('list.panel')}</Title>
            <Text size="sm" c="dimmed">
              {t('list.panelHint')}
            </Text>
            {filters.length === 0 && <Text c="dimmed">{t('list.none')}</Text>}
            <DragList
              items={filters}
              itemKey={(filter) => filter.id}
              label={(filter) => filter.label}
              testId="filter-row"
              onMove={(from, to) => void save(moveItem(filters, from, to), shown)}
            >
              {(filter) => (
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Anchor component={Link} to={filterUrls.filter(filter.id)} fw={600}>
                      {filter.label}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('list.featureLine', {
                        feature: filter.featureName,
                        count: filter.steps.length,
                      })}
                    </Text>
                  </Stack>
                  <Badge variant="light">{t(`stepType.${filter.stepType}`)}</Badge>
                </Group>
              )}
            </DragList>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" data-testid="filter-list-order">
            <Title order={4}>{t('list.productList')}</Title>
            <Text size="sm" c="dimmed">
              {t('list.productListHint')}
            </Text>
            {shown.length === 0 && <Text c="dimmed">{t('list.noneShown')}</Text>}
            <DragList
              items={shown}
              itemKey={(filter) => filter.id}
              label={(filter) => filter.label}
              testId="filter-list-row"
              onMove={(from, to) => void save(filters, moveItem(shown, from, to))}
            >
              {(filter, index) => (
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {index + 1}. {filter.label}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('list.hide', { label: filter.label })}
                    disabled={ordering.loading}
                    onClick={() =>
                      void save(
                        filters,
                        shown.filter((other) => other.id !== filter.id),
                      )
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              )}
            </DragList>
            {hidden.length > 0 && (
              <>
                <Text size="sm" fw={500} mt="sm">
                  {t('list.notShown')}
                </Text>
                {hidden.map((filter) => (
                  <Group key={filter.id} justify="space-between" data-testid="filter-hidden-row">
                    <Text size="sm" c="dimmed">
                      {filter.label}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="light"
                      disabled={ordering.loading}
                      aria-label={t('list.show', { label: filter.label })}
                      onClick={() => void save(filters, [...shown, filter])}
                    >
                      {t('list.showShort')}
                    </Button>
                  </Group>
                ))}
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Group align="flex-end">
        <Select
          label={t('list.newFeature')}
          placeholder={newFeatures.length === 0 ? t('list.noNewFeatures') : undefined}
          data={newFeatures.map((feature) => ({
            value: feature.id,
            label: feature.unit ? `${feature.name} (${feature.unit})` : feature.name,
          }))}
          value={featureId}
          onChange={setFeatureId}
          disabled={newFeatures.length === 0}
          searchable
          w={320}
        />
        <Button
          disabled={!featureId}
          onClick={() => featureId && navigate(filterUrls.newFilter(coreProductId, featureId))}
        >
          {t('list.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /filter (core product picked in the search params) and /comparison/core-product/:id/filter:
 * a core product's filters in panel and product-list order, dragged into shape.
 */
export function FilterListView() {
  const { t } = useTranslation('filters');
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const cores = useQuery(ComparisonCoreProductsDocument);
  const coreProducts = cores.data?.comparisonCoreProducts ?? [];
  const coreProductId = routeId ?? searchParams.get('coreProduct') ?? coreProducts[0]?.id ?? null;

  // The first core product until one is picked, kept in the address like a picked one.
  const firstId = coreProducts[0]?.id;
  useEffect(() => {
    if (routeId || !firstId || currentSearchParams().has('coreProduct')) return;
    const next = currentSearchParams();
    next.set('coreProduct', firstId);
    setSearchParams(next, { replace: true });
  }, [routeId, firstId, setSearchParams]);

  function pick(id: string | null) {
    if (!id) return;
    if (routeId) {
      void navigate(filterUrls.ofCoreProduct(id));
      return;
    }
    const next = currentSearchParams();
    next.set('coreProduct', id);
    setSearchParams(next);
  }

  return (
    <Stack>
      <Title order={2}>{t('list.title')}</Title>
      <Select
        label={t('list.coreProduct')}
        data={coreProducts.map((core) => ({ value: core.id, label: core.name }))}
        value={coreProductId}
        onChange={pick}
        allowDeselect={false}
        w={320}
      />
      {coreProductId && <CoreProductFilters key={coreProductId} coreProductId={coreProductId} />}
    </Stack>
  );
}
