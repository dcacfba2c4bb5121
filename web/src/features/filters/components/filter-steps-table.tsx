import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/message-text';
import type { FilterValues, StepKind } from '../filter-form';

const DRAG_TYPE = 'application/x-filter-step';
const error = (key: string | undefined) => (key ? messageText(key) : undefined);

/**
 * A filter's steps in order: label and value (text features) or from/to (numbers), the
 * predicted number of products beside each; rows are dragged by their handle. Render only.
 */
export function FilterStepsTable({
  control,
  register,
  errors,
  kind,
  unit,
  fields,
  counts,
  values,
  onMove,
  onAdd,
  onRemove,
}: {
  control: Control<FilterValues>;
  register: UseFormRegister<FilterValues>;
  errors: FieldErrors<FilterValues>;
  kind: StepKind;
  unit: string | null;
  fields: readonly { id: string }[];
  counts: readonly number[] | null;
  values: readonly string[];
  onMove: (from: number, to: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('filters');
  const [dragging, setDragging] = useState<number | null>(null);
  const stepErrors = errors.steps;
  const listError = stepErrors?.message ?? stepErrors?.root?.message;
  return (
    <>
      <Table withTableBorder verticalSpacing="xs" data-testid="filter-steps">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32} />
            <Table.Th>{t('step.label')}</Table.Th>
            {kind === 'value' ? (
              <Table.Th>{t('step.value')}</Table.Th>
            ) : (
              <>
                <Table.Th>{t('step.from', { unit: unit ?? '' })}</Table.Th>
                <Table.Th>{t('step.to', { unit: unit ?? '' })}</Table.Th>
              </>
            )}
            <Table.Th ta="right">{t('step.products')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field, index) => {
            const rowErrors = stepErrors?.[index];
            return (
              <Table.Tr
                key={field.id}
                data-testid="filter-step"
                onDragOver={(event) => {
                  if (dragging !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragging !== null && dragging !== index) onMove(dragging, index);
                  setDragging(null);
                }}
                style={{ opacity: dragging === index ? 0.5 : 1 }}
              >
                <Table.Td
                  draggable
                  data-testid="filter-step-handle"
                  aria-label={t('step.drag', { index: index + 1 })}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData(DRAG_TYPE, String(index));
                    setDragging(index);
                  }}
                  onDragEnd={() => setDragging(null)}
                  style={{ cursor: 'grab', userSelect: 'none' }}
                >
                  ⠿
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('step.labelOf', { index: index + 1 })}
                    {...register(`steps.${index}.label`)}
                    error={error(rowErrors?.label?.message)}
                  />
                </Table.Td>
                {kind === 'value' ? (
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`steps.${index}.value`}
                      render={({ field: input }) => (
                        <Autocomplete
                          aria-label={t('step.valueOf', { index: index + 1 })}
                          data={[...values]}
                          value={input.value}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          error={error(rowErrors?.value?.message)}
                        />
                      )}
                    />
                  </Table.Td>
                ) : (
                  (['from', 'to'] as const).map((end) => (
                    <Table.Td key={end}>
                      <Controller
                        control={control}
                        name={`steps.${index}.${end}`}
                        render={({ field: input }) => (
                          <NumberInput
                            aria-label={t(`step.${end}Of`, { index: index + 1 })}
                            decimalSeparator=","
                            thousandSeparator="."
                            hideControls
                            value={input.value}
                            onChange={input.onChange}
                            onBlur={input.onBlur}
                            error={error(rowErrors?.[end]?.message)}
                          />
                        )}
                      />
                    </Table.Td>
                  ))
                )}
                <Table.Td ta="right" data-testid="filter-step-count">
                  <Text size="sm">{counts?.[index] ?? '…'}</Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('step.remove', { index: index + 1 })}
                    onClick={() => onRemove(index)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {listError && (
        <Text size="sm" c="red">
          {messageText(listError)}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={onAdd}>
          {t('step.add')}
        </Button>
      </Group>
    </>
  );
}
