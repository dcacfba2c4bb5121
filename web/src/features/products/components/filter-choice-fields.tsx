import { Group, MultiSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyProductEditorQuery } from '../../../gql/graphql';
import type { FilterFormValues } from '../product-form-values';

export type EditorQuestion = CompanyProductEditorQuery['products'][number]['questions'][number];
type Choice = FilterFormValues['choices'][string];

const EMPTY: Choice = { values: [], gte: null, lte: null };

interface FilterChoiceFieldsProps {
  questions: readonly EditorQuestion[];
  value: FilterFormValues['choices'];
  onChange: (questionKey: string, choice: Choice) => void;
  /** Translated error per question key. */
  errors: Record<string, string | undefined>;
}

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** The product's questions: option values the filter accepts, or a range (empty = all). */
export function FilterChoiceFields({
  questions,
  value,
  onChange,
  errors,
}: FilterChoiceFieldsProps) {
  const { t } = useTranslation('products');
  if (questions.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {questions.map((question) => {
        const choice = value[question.key] ?? EMPTY;
        if (question.kind === 'single_choice' || question.kind === 'multiple_choice')
          return (
            <MultiSelect
              key={question.key}
              label={question.label}
              placeholder={choice.values.length === 0 ? t('filter.anyAnswer') : undefined}
              data={question.options.map((option) => ({
                value: option.value,
                label: option.label,
              }))}
              value={choice.values}
              onChange={(values) => onChange(question.key, { ...EMPTY, values })}
              error={errors[question.key]}
              clearable
            />
          );
        const unit = question.unit ? ` (${question.unit})` : '';
        return (
          <div key={question.key}>
            <Text size="sm" fw={500}>
              {question.label}
              {unit}
            </Text>
            <Group grow gap="xs">
              <NumberInput
                aria-label={t('filter.rangeFromLabel', { question: question.label })}
                placeholder={t('filter.rangeFrom')}
                min={question.min ?? undefined}
                max={question.max ?? undefined}
                allowDecimal={false}
                value={choice.gte ?? ''}
                onChange={(gte) =>
                  onChange(question.key, { ...choice, values: [], gte: numberOrNull(gte) })
                }
              />
              <NumberInput
                aria-label={t('filter.rangeToLabel', { question: question.label })}
                placeholder={t('filter.rangeTo')}
                min={question.min ?? undefined}
                max={question.max ?? undefined}
                allowDecimal={false}
                value={choice.lte ?? ''}
                onChange={(lte) =>
                  onChange(question.key, { ...choice, values: [], lte: numberOrNull(lte) })
                }
                error={errors[question.key]}
              />
            </Group>
          </div>
        );
      })}
    </SimpleGrid>
  );
}
