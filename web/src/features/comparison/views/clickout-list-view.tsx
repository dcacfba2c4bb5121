import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COMPARISON_CLICKOUT_GROUPINGS } from '#domain/comparison/clickout-grouping';
import { formatMoney } from '#domain/shared/format-money';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  ComparisonClickoutsDocument,
  ComparisonCompaniesDocument,
  ComparisonCoreProductsDocument,
  type ComparisonClickoutGrouping,
} from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';
import { formatDateTime } from '../../../lib/format-date';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import {
  comparisonClickoutExportUrl,
  comparisonClickoutFilter,
  comparisonClickoutSearch,
  parseComparisonClickoutParams,
  type ComparisonClickoutParams,
} from '../clickout-list-params';
import { comparisonUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.clickOuts;

/** /comparison/click-outs: visitors sent on to shops' offers, grouped, filtered, 50 a page, as CSV. */
export function ClickoutListView() {
  const { t, i18n } = useTranslation('comparison');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseComparisonClickoutParams(searchParams), [searchParams]);
  const latest = () => parseComparisonClickoutParams(currentSearchParams());
  const go = (next: ComparisonClickoutParams) => setSearchParams(comparisonClickoutSearch(next));
  const change = (part: Partial<Omit<ComparisonClickoutParams, 'page'>>) =>
    go({ ...latest(), ...part, page: 1 });
  const search = useDebouncedSearch(params.search, (text) => change({ search: text }));
  const cores = useQuery(ComparisonCoreProductsDocument);
  const shops = useQuery(ComparisonCompaniesDocument);
  const { data, previousData } = useQuery(ComparisonClickoutsDocument, {
    variables: { filter: comparisonClickoutFilter(params), page: params.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.comparisonClickouts;
  const perClick = params.groupBy === 'NONE';
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('clickouts.title')}</Title>
        <Button component="a" variant="default" href={comparisonClickoutExportUrl(params)} download>
          {t('clickouts.export')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label={t('clickouts.groupBy')}
            data={COMPARISON_CLICKOUT_GROUPINGS.map((value) => ({
              value: value.toUpperCase(),
              label: t(`clickouts.grouping.${value}`),
            }))}
            value={params.groupBy}
            allowDeselect={false}
            onChange={(value) => value && change({ groupBy: value as ComparisonClickoutGrouping })}
          />
          <TextInput
            label={t('clickouts.search')}
            type="search"
            value={search.text}
            onChange={(event) => search.onChange(event.currentTarget.value)}
            onBlur={search.onBlur}
          />
          <Select
            label={t('field.coreProduct')}
            placeholder={t('clickouts.all')}
            data={(cores.data?.comparisonCoreProducts ?? []).map((core) => ({
              value: core.id,
              label: core.name,
            }))}
            value={params.coreProductId}
            clearable
            onChange={(coreProductId) => change({ coreProductId })}
          />
          <Select
            label={t('clickouts.shop')}
            placeholder={t('clickouts.all')}
            data={(shops.data?.comparisonCompanies ?? []).map((shop) => ({
              value: shop.id,
              label: shop.name,
            }))}
            value={params.companyId}
            clearable
            searchable
            onChange={(companyId) => change({ companyId })}
          />
          <TextInput
            type="date"
            label={t('clickouts.from')}
            value={params.from}
            onChange={(event) => change({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('clickouts.to')}
            value={params.to}
            onChange={(event) => change({ to: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      <Text size="sm" data-testid="clickout-totals">
        {t('clickouts.totals', {
          clicks: list?.clicks ?? 0,
          cost: formatMoney(list?.clickPriceCents ?? 0),
        })}
      </Text>
      <Table striped data-testid="clickout-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`clickouts.grouping.${params.groupBy.toLowerCase()}`)}</Table.Th>
            <Table.Th ta="right">{t('clickouts.clicks')}</Table.Th>
            <Table.Th ta="right">{t('clickouts.cost')}</Table.Th>
            {perClick && <Table.Th ta="right">{t('clickouts.offerPrice')}</Table.Th>}
            <Table.Th>{perClick ? t('clickouts.at') : t('clickouts.last')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list?.items ?? []).map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                {params.groupBy === 'DAY' && row.key}
                {params.groupBy === 'PAGE' && `${row.domainHost ?? ''}${row.pageUrl ?? ''}`}
                {params.groupBy === 'CORE_PRODUCT' && row.coreProduct?.name}
                {params.groupBy === 'COMPANY' && row.company?.name}
                {(params.groupBy === 'PRODUCT' || perClick) &&
                  (row.product?.id ? (
                    <Anchor component={Link} to={comparisonUrls.specs(row.product.id)}>
                      {row.product.name}
                    </Anchor>
                  ) : (
                    row.product?.name
                  ))}
                {perClick && (
                  <Text size="xs" c="dimmed">
                    {row.company?.name} · {row.domainHost}
                    {row.pageUrl}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{row.clicks}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.clickPriceCents)}</Table.Td>
              {perClick && (
                <Table.Td ta="right">
                  {row.offerPriceCents === null || row.offerPriceCents === undefined
                    ? '–'
                    : formatMoney(row.offerPriceCents)}
                </Table.Td>
              )}
              <Table.Td>{formatDateTime(row.lastAt, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('clickouts.rows', { count: list?.total ?? 0 })}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={params.page}
            onChange={(page) => go({ ...latest(), page })}
          />
        )}
      </Group>
    </Stack>
  );
}
