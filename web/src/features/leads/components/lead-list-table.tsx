import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { leadUrls } from '../urls';
import { ListFooter } from './list-footer';
import { LeadStatusBadges } from './lead-status-badges';

export interface LeadListRow {
  id: string;
  created: string;
  productName: string;
  name: string;
  place: string;
  source: string;
  assigned: number;
  remaining: number;
  onHold: boolean;
  bad: boolean;
  duplicate: boolean;
  holdReasons: string[];
}

interface LeadListTableProps {
  rows: LeadListRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  showHoldReasons: boolean;
  onPage: (page: number) => void;
}

export function LeadListTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  showHoldReasons,
  onPage,
}: LeadListTableProps) {
  const { t, i18n } = useTranslation('leads');
  const columns = showHoldReasons ? 9 : 8;
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-busy={loading} data-testid="lead-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column.id')}</Table.Th>
              <Table.Th>{t('column.date')}</Table.Th>
              <Table.Th>{t('column.product')}</Table.Th>
              <Table.Th>{t('column.name')}</Table.Th>
              <Table.Th>{t('column.place')}</Table.Th>
              <Table.Th>{t('column.source')}</Table.Th>
              <Table.Th>{t('column.companies')}</Table.Th>
              <Table.Th>{t('column.status')}</Table.Th>
              {showHoldReasons && <Table.Th>{t('column.holdReasons')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="lead-row">
                <Table.Td>
                  <Anchor component={Link} to={leadUrls.detail(row.id)}>
                    {row.id}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.created, i18n.language)}
                </Table.Td>
                <Table.Td>{row.productName}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={leadUrls.detail(row.id)}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.place}</Table.Td>
                <Table.Td>{t(`source.${row.source}`, { defaultValue: row.source })}</Table.Td>
                <Table.Td>
                  {row.assigned} / {row.remaining}
                </Table.Td>
                <Table.Td>
                  <LeadStatusBadges status={row} />
                </Table.Td>
                {showHoldReasons && (
                  <Table.Td>
                    {row.holdReasons
                      .map((reason) => t(`holdReason.${reason}`, { defaultValue: reason }))
                      .join(', ')}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {rows.length === 0 && !loading && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text c="dimmed">{t('list.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter total={total} page={page} pageSize={pageSize} onPage={onPage} />
    </Paper>
  );
}
