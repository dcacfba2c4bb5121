import { Anchor, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyUrls } from '../urls';
import { CompanyStateBadge } from '../../../lib/company-state-badge';

export interface CompanyListRow {
  id: string;
  name: string;
  city: string | null;
  province: string | null;
  state: string;
  leadGeneratorType: string | null;
  accountManagerName: string | null;
  mainUserName: string | null;
}

interface CompanyListTableProps {
  rows: CompanyListRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

export function CompanyListTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  onPage,
}: CompanyListTableProps) {
  const { t } = useTranslation('companies');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover aria-busy={loading} data-testid="company-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column.id')}</Table.Th>
              <Table.Th>{t('column.name')}</Table.Th>
              <Table.Th>{t('column.city')}</Table.Th>
              <Table.Th>{t('column.province')}</Table.Th>
              <Table.Th>{t('column.state')}</Table.Th>
              <Table.Th>{t('column.type')}</Table.Th>
              <Table.Th>{t('column.accountManager')}</Table.Th>
              <Table.Th>{t('column.mainUser')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={companyUrls.detail(row.id)}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.city}</Table.Td>
                <Table.Td>{row.province}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <CompanyStateBadge state={row.state} />
                </Table.Td>
                <Table.Td>
                  {row.leadGeneratorType && t(`leadGeneratorType.${row.leadGeneratorType}`)}
                </Table.Td>
                <Table.Td>{row.accountManagerName}</Table.Td>
                <Table.Td>{row.mainUserName}</Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && !loading && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed">{t('list.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md">
        <Text size="sm" data-testid="company-total">
          {t('list.total', { first, last, total })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
      </Group>
    </Paper>
  );
}
