import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FEATURE_CATEGORY_MAX,
  FEATURE_CATEGORY_PRIORITY_MAX,
  FEATURE_NAME_MAX,
  FEATURE_UNIT_MAX,
} from '#domain/features/feature-input';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';

const optionalNumber = z.union([z.number().int(MESSAGE.ENTER_VALID_NUMBER), z.literal('')]);

const schema = z.object({
  category: z.string().trim().max(FEATURE_CATEGORY_MAX, MESSAGE.TEXT_TOO_LONG),
  categoryPriority: optionalNumber,
  name: z.string().trim().min(1, MESSAGE.ENTER_NAME).max(FEATURE_NAME_MAX, MESSAGE.TEXT_TOO_LONG),
  unit: z.string().trim().max(FEATURE_UNIT_MAX, MESSAGE.TEXT_TOO_LONG),
  position: optionalNumber,
  groupId: optionalNumber,
  enabled: z.boolean(),
});
export type FeatureValues = z.infer<typeof schema>;

/** The GraphQL input of the form's values (empty numbers: none). */
export const featureInput = (values: FeatureValues) => ({
  name: values.name,
  unit: values.unit || null,
  category: values.category,
  categoryPriority: values.categoryPriority === '' ? 0 : values.categoryPriority,
  position: values.position === '' ? null : values.position,
  groupId: values.groupId === '' ? null : values.groupId,
  enabled: values.enabled,
});

/** Category with its priority, name, unit, position, group and the enabled switch. */
export function FeatureForm({
  initial,
  categories,
  busy,
  onSubmit,
  extra,
}: {
  initial: FeatureValues;
  /** The core product's categories with their priority, offered while typing. */
  categories: readonly { category: string; priority: number }[];
  busy: boolean;
  onSubmit: (values: FeatureValues, setError: UseFormSetError<FeatureValues>) => Promise<void>;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('features');
  const form = useForm<FeatureValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  const known = categories.filter((c) => c.category !== '');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      maw={720}
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
    >
      <Stack>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Autocomplete
                label={t('field.category')}
                data={known.map((c) => c.category)}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // A known category brings its priority along.
                  const match = known.find((c) => c.category === value);
                  if (match) form.setValue('categoryPriority', match.priority);
                }}
                onBlur={field.onBlur}
                error={error(errors.category?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="categoryPriority"
            render={({ field }) => (
              <NumberInput
                label={t('field.categoryPriority')}
                description={t('field.categoryPriorityHint')}
                min={0}
                max={FEATURE_CATEGORY_PRIORITY_MAX}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                error={error(errors.categoryPriority?.message)}
              />
            )}
          />
        </Group>
        <TextInput
          label={t('field.name')}
          required
          {...form.register('name')}
          error={error(errors.name?.message)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('field.unit')}
            {...form.register('unit')}
            error={error(errors.unit?.message)}
          />
          <Controller
            control={form.control}
            name="position"
            render={({ field }) => (
              <NumberInput
                label={t('field.position')}
                description={t('field.positionHint')}
                min={0}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                error={error(errors.position?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="groupId"
            render={({ field }) => (
              <NumberInput
                label={t('field.group')}
                description={t('field.groupHint')}
                min={1}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                error={error(errors.groupId?.message)}
              />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('field.enabled')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="space-between">
          <div>{extra}</div>
          <Button type="submit" loading={busy}>
            {t('action.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
