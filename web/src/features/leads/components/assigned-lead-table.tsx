import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { leadUrls } from '../urls';
import { AssignedLeadStateBadge } from './assigned-lead-state-badge';
import { ListFooter } from './list-footer';

export interface AssignedLeadRow {
  id: string;
  createdAt: string;
  productName: string;
  name: string;
  place: string;
  state: string;
}

interface AssignedLeadTableProps {
  rows: AssignedLeadRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

export function AssignedLeadTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  onPage,
}: AssignedLeadTableProps) {
  const { t, i18n } = useTranslation('leads');
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={700}>
        <Table striped highlightOnHover aria-busy={loading} data-testid="assigned-lead-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column.date')}</Table.Th>
              <Table.Th>{t('column.product')}</Table.Th>
              <Table.Th>{t('column.name')}</Table.Th>
              <Table.Th>{t('column.place')}</Table.Th>
              <Table.Th>{t('column.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="assigned-lead-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.createdAt, i18n.language)}
                </Table.Td>
                <Table.Td>{row.productName}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={leadUrls.customerDetail(row.id)}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.place}</Table.Td>
                <Table.Td>
                  <AssignedLeadStateBadge state={row.state} />
                </Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && !loading && (
              <Table.Tr>
                <Table.Td colSpan={5}>
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
