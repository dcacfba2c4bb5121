import { Table } from '@mantine/core';
import { useState } from 'react';
import type { BulkRow } from '../hooks/use-bulk-saves';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { visibleRows } from '../visible-rows';
import { BULK_ROW_HEIGHT, BulkPageRow } from './bulk-page-row';

const VIEW_HEIGHT = 640;
const OVERSCAN = 20;

interface BulkPageTableProps {
  rows: BulkRow[];
  statusLabel: (status: BulkRow['status']) => string;
  onEdit: (id: string, patch: { url?: string; type?: string }) => void;
}

/**
 * The bulk editor's table. Up to 10,000 pages: only the rows in view (and a
 * margin) are rendered, the rest is empty space of the same height.
 */
export function BulkPageTable({ rows, statusLabel, onEdit }: BulkPageTableProps) {
  const { t, pageType } = useCmsTexts();
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRows(
    rows.length,
    scrollTop,
    VIEW_HEIGHT,
    BULK_ROW_HEIGHT,
    OVERSCAN,
  );
  return (
    <div
      data-testid="bulk-scroll"
      style={{ maxHeight: VIEW_HEIGHT, overflowY: 'auto' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <Table data-testid="bulk-table" stickyHeader verticalSpacing={0}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('page.url')}</Table.Th>
            <Table.Th>{t('page.type')}</Table.Th>
            <Table.Th>{t('bulk.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {start > 0 && <tr style={{ height: start * BULK_ROW_HEIGHT }} aria-hidden />}
          {rows.slice(start, end).map((row) => (
            <BulkPageRow
              key={row.id}
              row={row}
              typeLabel={pageType}
              statusLabel={statusLabel}
              onEdit={onEdit}
            />
          ))}
          {end < rows.length && (
            <tr style={{ height: (rows.length - end) * BULK_ROW_HEIGHT }} aria-hidden />
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
