import { Loader, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { depthDashes } from '#domain/cms/page-depth';
import { PAGE_TYPES } from '#domain/cms/page-types';
import { messageText } from '../../../lib/message-text';
import type { BulkRow } from '../hooks/use-bulk-saves';

/** Every row has this height (px), so the table can leave out rows out of view. */
export const BULK_ROW_HEIGHT = 44;

interface BulkPageRowProps {
  row: BulkRow;
  typeLabel: (code: string) => string;
  statusLabel: (status: BulkRow['status']) => string;
  onEdit: (id: string, patch: { url?: string; type?: string }) => void;
}

/** One page in the bulk table: url and type edited in place, its save state beside them. */
export const BulkPageRow = memo(function BulkPageRow({
  row,
  typeLabel,
  statusLabel,
  onEdit,
}: BulkPageRowProps) {
  return (
    <Table.Tr data-testid="bulk-row" data-status={row.status} style={{ height: BULK_ROW_HEIGHT }}>
      <Table.Td w={40}>
        <Text size="xs" c="dimmed" ff="monospace">
          {depthDashes(row.depth)}
        </Text>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Url ${row.id}`}
          value={row.url}
          error={row.status === 'failed'}
          onChange={(event) => onEdit(row.id, { url: event.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td w={280}>
        <NativeSelect
          size="xs"
          aria-label={`Type ${row.id}`}
          value={row.type}
          data={PAGE_TYPES.map((type) => ({ value: type.code, label: typeLabel(type.code) }))}
          onChange={(event) => onEdit(row.id, { type: event.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td w={220}>
        {row.status === 'saving' ? (
          <Loader size="xs" />
        ) : (
          <Text
            size="xs"
            lineClamp={2}
            c={row.status === 'failed' ? 'red' : row.status === 'saved' ? 'teal' : 'dimmed'}
          >
            {row.status === 'failed' && row.error
              ? messageText(row.error)
              : statusLabel(row.status)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});
