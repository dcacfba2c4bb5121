import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import type { InvoiceLineFieldsFragment } from '../../../gql/graphql';

interface Figures {
  subtotalCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalCents: number;
}

/** An invoice's lines (a text line shows only its text) and its figures beneath. */
export function InvoiceLinesTable({
  lines,
  figures,
}: {
  lines: InvoiceLineFieldsFragment[];
  figures: Figures;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="invoice-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('line.description')}</Table.Th>
            <Table.Th ta="right">{t('line.quantity')}</Table.Th>
            <Table.Th ta="right">{t('line.price')}</Table.Th>
            <Table.Th ta="right">{t('line.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.position}>
              <Table.Td>
                {line.description}
                {line.ledgerNumber !== null && line.ledgerNumber !== undefined && (
                  <Text span size="xs" c="dimmed" ml="xs">
                    {line.ledgerNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{line.quantity ?? ''}</Table.Td>
              <Table.Td ta="right">
                {line.priceCents === null || line.priceCents === undefined
                  ? ''
                  : formatMoney(line.priceCents)}
              </Table.Td>
              <Table.Td ta="right">
                {line.priceCents === null || line.priceCents === undefined
                  ? ''
                  : formatMoney(line.totalCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={3} ta="right">
              {t('line.subtotal')}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(figures.subtotalCents)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td colSpan={3} ta="right">
              {t('line.vat', { rate: figures.vatRatePercent })}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(figures.vatCents)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td colSpan={3} ta="right" fw={700}>
              {t('line.grandTotal')}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="invoice-total">
              {formatMoney(figures.totalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
