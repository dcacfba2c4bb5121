import { Anchor, Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CmsClickoutGrouping, CmsClickoutsQuery } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useTranslation } from 'react-i18next';
import { cmsUrls } from '../urls';

export type ClickoutRow = CmsClickoutsQuery['cmsClickouts']['items'][number];

interface ClickoutTableProps {
  grouping: CmsClickoutGrouping;
  rows: ClickoutRow[];
  total: number;
  clicks: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

type Column = [header: string, cell: (row: ClickoutRow) => ReactNode, align?: 'right'];

/** Click-outs as grouped: each grouping shows what it counts by, with clicks and dates. */
export function ClickoutTable(props: ClickoutTableProps) {
  const { t, i18n } = useTranslation('cms');
  const { grouping, rows, total, page, pageSize } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const none = t('clickout.none');
  const link = (row: ClickoutRow) =>
    row.redirectionId && row.domainId ? (
      <Anchor
        component={Link}
        to={cmsUrls.redirection(row.domainId, row.redirectionId, 'clickouts')}
      >
        {row.url}
      </Anchor>
    ) : (
      row.url
    );
  const columns: Record<string, Column> = {
    time: [t('clickout.time'), (row) => formatDateTime(row.lastAt, i18n.language)],
    day: [t('clickout.day'), (row) => formatDate(`${row.key}T12:00:00`, i18n.language)],
    link: [t('clickout.link'), link],
    target: [
      t('clickout.target'),
      (row) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.target}
        </Text>
      ),
    ],
    page: [t('clickout.page'), (row) => row.pageUrl ?? none],
    domain: [t('page.domain'), (row) => row.domainHost],
    company: [t('clickout.company'), (row) => row.affiliateCompany?.name ?? none],
    product: [t('clickout.product'), (row) => row.product?.name ?? none],
    clicks: [t('clickout.clicks'), (row) => row.clicks, 'right'],
    last: [t('clickout.lastClick'), (row) => formatDateTime(row.lastAt, i18n.language)],
  };
  const shown: Record<CmsClickoutGrouping, string[]> = {
    NONE: ['time', 'link', 'target', 'page', 'company', 'product'],
    LINK: ['link', 'target', 'company', 'domain', 'clicks', 'last'],
    PAGE: ['page', 'domain', 'clicks', 'last'],
    COMPANY: ['company', 'clicks', 'last'],
    PRODUCT: ['product', 'clicks', 'last'],
    DAY: ['day', 'clicks'],
  };
  const visible = shown[grouping].map((name) => columns[name]!);
  return (
    <>
      <Table striped highlightOnHover data-testid="clickout-table">
        <Table.Thead>
          <Table.Tr>
            {visible.map(([header, , align]) => (
              <Table.Th key={header} ta={align}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={visible.length}>
                <Text c="dimmed" size="sm">
                  {t('clickout.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid="clickout-row">
              {visible.map(([header, cell, align]) => (
                <Table.Td key={header} ta={align}>
                  {cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="clickout-total">
          {t('clickout.total', { count: total, clicks: props.clicks })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={props.onPage} />
      </Group>
    </>
  );
}
