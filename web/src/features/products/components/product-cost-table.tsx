import { useState } from 'react';
import { Button, NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import { messageText } from '../../../lib/message-text';
import { costCentsOf, costFieldValue, type CostFieldValue } from '../product-cost-value';

export interface ProductCostRow {
  productId: string;
  discr: string;
  name: string;
  priceCents: number;
  /** null: the default price applies. */
  costCents: number | null;
}

interface ProductCostTableProps {
  rows: readonly ProductCostRow[];
  /** The product whose save is under way. */
  savingProductId: string | null;
  /** A message key per product id (the server's field error of its last save). */
  errors: Readonly<Record<string, string>>;
  /** null removes the override. */
  onSave: (productId: string, costCents: number | null) => void;
  /** A field that is not an amount; nothing is sent. */
  onInvalid: (productId: string) => void;
}

/** Every product with its default price and a cost per lead in euros, saved a row at a time. */
export function ProductCostTable({
  rows,
  savingProductId,
  errors,
  onSave,
  onInvalid,
}: ProductCostTableProps) {
  const { t } = useTranslation('products');
  if (rows.length === 0) return <Text c="dimmed">{t('costs.noProducts')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="product-costs" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('costs.product')}</Table.Th>
            <Table.Th>{t('costs.defaultPrice')}</Table.Th>
            <Table.Th>{t('costs.cost')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            // Keyed by the stored cost, so a saved (or removed) cost resets the field.
            <ProductCostTableRow
              key={`${row.productId}-${row.costCents ?? 'default'}`}
              row={row}
              saving={savingProductId === row.productId}
              error={errors[row.productId] ?? null}
              onSave={onSave}
              onInvalid={onInvalid}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RowProps {
  row: ProductCostRow;
  saving: boolean;
  error: string | null;
  onSave: ProductCostTableProps['onSave'];
  onInvalid: ProductCostTableProps['onInvalid'];
}

function ProductCostTableRow({ row, saving, error, onSave, onInvalid }: RowProps) {
  const { t } = useTranslation('products');
  const [value, setValue] = useState<CostFieldValue>(() => costFieldValue(row.costCents));
  const cents = costCentsOf(value);
  const changed = cents !== row.costCents;

  function save() {
    if (cents !== null && Number.isNaN(cents)) onInvalid(row.productId);
    else onSave(row.productId, cents);
  }

  return (
    <Table.Tr data-product={row.discr}>
      <Table.Td>{row.name}</Table.Td>
      <Table.Td>{formatMoney(row.priceCents)}</Table.Td>
      <Table.Td>
        <form
          id={`cost-${row.productId}`}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <NumberInput
            aria-label={t('costs.costLabel', { product: row.name })}
            placeholder={t('costs.placeholder', { price: formatMoney(row.priceCents) })}
            value={value}
            onChange={setValue}
            prefix="€ "
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            hideControls
            error={error ? messageText(error) : undefined}
            w={200}
          />
        </form>
      </Table.Td>
      <Table.Td>
        <Button
          type="submit"
          form={`cost-${row.productId}`}
          size="xs"
          variant="light"
          disabled={!changed}
          loading={saving}
          aria-label={t('costs.saveLabel', { product: row.name })}
        >
          {t('costs.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
