import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RowsFieldProps<T> {
  legend: string;
  rows: T[];
  /** A new, empty row. */
  create: () => T;
  onChange: (rows: T[]) => void;
  render: (row: T, change: (row: T) => void, index: number) => ReactNode;
  max?: number;
}

/** A list of rows of the same shape (links, questions, chart items …), added and removed in place. */
export function RowsField<T>({
  legend,
  rows,
  create,
  onChange,
  render,
  max = 50,
}: RowsFieldProps<T>) {
  const { t } = useTranslation('cms');
  const replace = (index: number, row: T) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('block.noRows')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" data-testid="block-row">
            <Stack gap="xs" style={{ flex: 1 }}>
              {render(row, (next) => replace(index, next), index)}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('block.removeRow')}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        {rows.length < max && (
          <Group>
            <Button size="xs" variant="light" onClick={() => onChange([...rows, create()])}>
              {t('block.addRow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
