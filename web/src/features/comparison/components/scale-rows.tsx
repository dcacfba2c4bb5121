import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import { messageText } from '../../../lib/message-text';

/** A commission-scale row as typed, in euros; empty fields show their placeholder. */
export interface ScaleRowValues {
  key: number;
  min: number | '';
  max: number | '';
  clickPrice: number | '';
}

const euroInput = {
  decimalSeparator: ',',
  thousandSeparator: '.',
  decimalScale: 2,
  min: 0,
  prefix: '€ ',
};

/** The placeholder of each empty field: min is the row before's max, max is open-ended. */
function placeholders(rows: readonly ScaleRowValues[], index: number, t: (key: string) => string) {
  let previousMax: number | null = 0;
  for (let at = 0; at < index; at += 1) {
    const row = rows[at]!;
    if (row.min === '' && row.max === '' && row.clickPrice === '') continue;
    previousMax = row.max === '' ? null : row.max;
  }
  return {
    min: previousMax === null ? '' : formatMoney(Math.round(previousMax * 100)),
    max: t('scales.openEnded'),
  };
}

/** The rows of a commission scale: min, max and click price, with field errors per row. */
export function ScaleRows({
  rows,
  errors,
  onChange,
}: {
  rows: ScaleRowValues[];
  errors: Record<string, string>;
  onChange: (rows: ScaleRowValues[]) => void;
}) {
  const { t } = useTranslation('comparison');
  const set = (index: number, patch: Partial<ScaleRowValues>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const error = (index: number, field: string) => {
    const key = errors[`scales.${index}.${field}`];
    return key ? messageText(key) : undefined;
  };
  const asNumber = (value: string | number): number | '' => (value === '' ? '' : Number(value));
  return (
    <Stack>
      <Table data-testid="scale-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scales.min')}</Table.Th>
            <Table.Th>{t('scales.max')}</Table.Th>
            <Table.Th>{t('scales.clickPrice')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const hint = placeholders(rows, index, t);
            return (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <NumberInput
                    {...euroInput}
                    aria-label={`${t('scales.min')} ${index + 1}`}
                    placeholder={hint.min}
                    value={row.min}
                    error={error(index, 'min_cents')}
                    onChange={(value) => set(index, { min: asNumber(value) })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    {...euroInput}
                    aria-label={`${t('scales.max')} ${index + 1}`}
                    placeholder={hint.max}
                    value={row.max}
                    error={error(index, 'max_cents')}
                    onChange={(value) => set(index, { max: asNumber(value) })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    {...euroInput}
                    aria-label={`${t('scales.clickPrice')} ${index + 1}`}
                    value={row.clickPrice}
                    error={error(index, 'click_price_cents')}
                    onChange={(value) => set(index, { clickPrice: asNumber(value) })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('scales.removeRow')}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="dimmed">{t('scales.none')}</Text>}
      <Group>
        <Button
          variant="light"
          onClick={() => onChange([...rows, { key: Date.now(), min: '', max: '', clickPrice: '' }])}
        >
          {t('scales.addRow')}
        </Button>
      </Group>
    </Stack>
  );
}
