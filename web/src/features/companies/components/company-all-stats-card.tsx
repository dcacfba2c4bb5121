import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dutchDay } from '#domain/dashboards/calendar-days';
import { ALL_STATS_SORTS, type AllStatsSort } from '#domain/dashboards/company-stats-rules';
import {
  DATE_PRESETS,
  presetRange,
  type DatePreset,
} from '#domain/dashboards/lead-generator-metrics-presets';
import { formatMoney } from '#domain/shared/format-money';
import { CompanyAllStatsDocument, type CompanyStatsOrder } from '../../../gql/graphql';
import { CompanyStateBadge } from '../../../lib/company-state-badge';
import { companyUrls } from '../urls';

/**
 * Every company's leads, revenue and claims in a period, 25 a page, sorted by leads,
 * revenue or claims (staff; docs/dashboards.md, company stats). Each name opens the company.
 */
export function CompanyAllStatsCard() {
  const { t } = useTranslation(['company-stats', 'dashboards', 'companies']);
  const [preset, setPreset] = useState<DatePreset>('last_30_days');
  const [sort, setSort] = useState<AllStatsSort>('leads');
  const [order, setOrder] = useState<CompanyStatsOrder>('desc');
  const [page, setPage] = useState(1);
  const range = useMemo(() => presetRange(preset, dutchDay(new Date())), [preset]);
  const { data, previousData } = useQuery(CompanyAllStatsDocument, {
    variables: { startDate: range.start, endDate: range.end, sort, order, page },
  });
  const stats = (data ?? previousData)?.companyAllStats;
  const pages = stats ? Math.max(1, Math.ceil(stats.total / stats.pageSize)) : 1;

  return (
    <Paper withBorder p="md" radius="md" data-testid="company-all-stats">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={3}>{t('all.title')}</Title>
          <Group align="flex-end">
            <Select
              label={t('preset.label')}
              data={DATE_PRESETS.map((value) => ({
                value,
                label: t(`metrics.preset.${value}`, { ns: 'dashboards' }),
              }))}
              value={preset}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                setPreset(value as DatePreset);
                setPage(1);
              }}
              w={200}
            />
            <Select
              label={t('all.sort')}
              data={ALL_STATS_SORTS.map((value) => ({ value, label: t(`all.sortBy.${value}`) }))}
              value={sort}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                setSort(value as AllStatsSort);
                setPage(1);
              }}
              data-testid="company-all-stats-sort"
              w={140}
            />
            <Select
              aria-label={t('all.order.desc')}
              data={(['desc', 'asc'] as const).map((value) => ({
                value,
                label: t(`all.order.${value}`),
              }))}
              value={order}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                setOrder(value as CompanyStatsOrder);
                setPage(1);
              }}
              w={160}
            />
          </Group>
        </Group>
        {stats && (
          <Text size="sm" c="dimmed" data-testid="company-all-stats-totals">
            {t('all.totals', {
              leads: stats.totals.leads,
              revenue: formatMoney(stats.totals.revenueCents),
              claims: stats.totals.claimsFiled,
            })}
          </Text>
        )}
        {stats && stats.items.length === 0 ? (
          <Text c="dimmed">{t('all.none')}</Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('all.company')}</Table.Th>
                <Table.Th>{t('all.state')}</Table.Th>
                <Table.Th ta="right">{t('leads')}</Table.Th>
                <Table.Th ta="right">{t('revenue')}</Table.Th>
                <Table.Th ta="right">{t('claimsFiled')}</Table.Th>
                <Table.Th ta="right">{t('claimsAccepted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(stats?.items ?? []).map((row) => (
                <Table.Tr key={row.companyId} data-testid={`company-all-stats-${row.companyId}`}>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor component={Link} to={companyUrls.detail(row.companyId)}>
                        {row.companyName}
                      </Anchor>
                      {row.isPartner && (
                        <Badge size="xs" variant="light">
                          {t('all.partner')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <CompanyStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td ta="right">{row.leads}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.revenueCents)}</Table.Td>
                  <Table.Td ta="right">{row.claimsFiled}</Table.Td>
                  <Table.Td ta="right">{row.claimsAccepted}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </Paper>
  );
}
