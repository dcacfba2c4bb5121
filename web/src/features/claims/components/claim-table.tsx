import { Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import type { ClaimFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { ClaimStatusBadge } from './claim-status-badge';

interface ClaimTableProps {
  claims: readonly ClaimFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** Customers see their own wording of the status and no company column. */
  audience: 'staff' | 'customer';
  selectedId?: string | null;
  /**
   * Beside the open claim the table has about half the width: the date moves under the
   * number and the reason under the lead, so amount and status stay in view without
   * scrolling sideways.
   */
  compact?: boolean;
  onSelect: (id: string) => void;
  onPage: (page: number) => void;
}

/** The claims, newest first, with paging; a row opens the claim. */
export function ClaimTable({
  claims,
  total,
  page,
  pageSize,
  loading,
  audience,
  selectedId,
  compact = false,
  onSelect,
  onPage,
}: ClaimTableProps) {
  const { t, i18n } = useTranslation('claims');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const staff = audience === 'staff';
  const columns = 4 + (staff ? 1 : 0) + (compact ? 0 : 2);
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={compact ? 0 : 700}>
        <Table highlightOnHover aria-busy={loading} data-testid="claim-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column.number')}</Table.Th>
              {!compact && <Table.Th>{t('column.date')}</Table.Th>}
              {staff && <Table.Th>{t('column.company')}</Table.Th>}
              <Table.Th>{t('column.lead')}</Table.Th>
              {!compact && <Table.Th>{t('column.reason')}</Table.Th>}
              <Table.Th>{t('column.price')}</Table.Th>
              <Table.Th>{t('column.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {claims.map((claim) => (
              <Table.Tr
                key={claim.id}
                data-testid="claim-row"
                data-claim-id={claim.id}
                onClick={() => onSelect(String(claim.id))}
                style={{ cursor: 'pointer' }}
                bg={String(claim.id) === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>
                  {claim.id}
                  {compact && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(claim.createdAt, i18n.language)}
                    </Text>
                  )}
                </Table.Td>
                {!compact && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(claim.createdAt, i18n.language)}
                  </Table.Td>
                )}
                {staff && <Table.Td>{claim.companyName}</Table.Td>}
                <Table.Td>
                  <Text size="sm">{claim.lead.name}</Text>
                  <Text size="xs" c="dimmed">
                    {claim.lead.productName}
                  </Text>
                  {compact && (
                    <Text size="xs" c="dimmed">
                      {t(`reason.${claim.description}`)}
                    </Text>
                  )}
                </Table.Td>
                {!compact && <Table.Td>{t(`reason.${claim.description}`)}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(claim.priceCents)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {staff ? (
                    <ClaimStatusBadge status={claim.status} productName={claim.lead.productName} />
                  ) : (
                    <ClaimStatusBadge customerStatus={claim.customerStatus} />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {claims.length === 0 && !loading && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text c="dimmed">{t('list.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md">
        <Text size="sm" data-testid="claim-total">
          {t('list.total', { first, last, total })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
      </Group>
    </Paper>
  );
}
