import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { compilePattern } from '#domain/feeds/data-mapping';
import { FEED_MAPPABLE_PROPERTIES } from '#domain/feeds/product-feed-state';
import { MESSAGE } from '#domain/shared/messages';
import type {
  FeedMappingGroupFieldsFragment,
  FeedMappingGroupInput,
  ProductFeedProperty,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { messageText } from '../../../lib/message-text';

// The api's rules (domain/feeds/data-mapping.ts): a pattern must compile, once per group.
const schema = z
  .object({
    name: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(200, MESSAGE.TEXT_TOO_LONG),
    property: z
      .string()
      .nullable()
      .refine((value) => (FEED_MAPPABLE_PROPERTIES as readonly string[]).includes(value ?? ''), {
        message: MESSAGE.SELECT_OPTION,
      }),
    mappings: z.array(
      z.object({
        pattern: z
          .string()
          .trim()
          .min(1, MESSAGE.FIELD_REQUIRED)
          .refine((pattern) => compilePattern(pattern) !== null, MESSAGE.ENTER_VALID_PATTERN),
        replacement: z.string().max(1000, MESSAGE.TEXT_TOO_LONG),
        confirmed: z.boolean(),
      }),
    ),
  })
  .superRefine((group, context) => {
    const seen = new Set<string>();
    group.mappings.forEach((mapping, index) => {
      const pattern = mapping.pattern.trim();
      if (seen.has(pattern))
        context.addIssue({
          code: 'custom',
          path: ['mappings', index, 'pattern'],
          message: MESSAGE.NAME_IN_USE,
        });
      seen.add(pattern);
    });
  });
type Values = z.infer<typeof schema>;

const emptyRow = { pattern: '', replacement: '', confirmed: true };

/**
 * Adds or edits a shop's data-mapping group: name, property and its rows of pattern →
 * replacement (confirmed or not), as a whole and in order.
 */
export function MappingGroupDialog({
  group,
  opened,
  saving,
  onClose,
  onSave,
}: {
  /** null: a new group. */
  group: FeedMappingGroupFieldsFragment | null;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (input: FeedMappingGroupInput) => Promise<void>;
}) {
  const { t } = useTranslation('feeds');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: group?.name ?? '',
      property: group?.property ?? null,
      mappings: group
        ? group.mappings.map(({ pattern, replacement, confirmed }) => ({
            pattern,
            replacement,
            confirmed,
          }))
        : [emptyRow],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'mappings' });
  const { errors } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);

  async function submit(values: Values) {
    try {
      await onSave({
        name: values.name.trim(),
        property: values.property as ProductFeedProperty,
        mappings: values.mappings.map((row) => ({
          pattern: row.pattern.trim(),
          replacement: row.replacement,
          confirmed: row.confirmed,
        })),
      });
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={group ? t('groupDialog.editTitle') : t('groupDialog.newTitle')}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="mapping-group-form">
        <Stack>
          <Group grow align="flex-start">
            <TextInput
              label={t('groupDialog.name')}
              required
              {...form.register('name')}
              error={error(errors.name?.message)}
            />
            <Controller
              control={form.control}
              name="property"
              render={({ field }) => (
                <Select
                  label={t('groupDialog.property')}
                  required
                  data={FEED_MAPPABLE_PROPERTIES.map((value) => ({
                    value,
                    label: t(`property.${value}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(errors.property?.message)}
                />
              )}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('groupDialog.help')}
          </Text>
          {rows.fields.map((row, index) => (
            <Group key={row.id} align="flex-start" wrap="nowrap" data-testid="mapping-row">
              <TextInput
                aria-label={t('groupDialog.patternFor', { n: index + 1 })}
                placeholder={t('groupDialog.pattern')}
                ff="monospace"
                style={{ flex: 1 }}
                {...form.register(`mappings.${index}.pattern`)}
                error={error(errors.mappings?.[index]?.pattern?.message)}
              />
              <TextInput
                aria-label={t('groupDialog.replacementFor', { n: index + 1 })}
                placeholder={t('groupDialog.replacement')}
                style={{ flex: 1 }}
                {...form.register(`mappings.${index}.replacement`)}
                error={error(errors.mappings?.[index]?.replacement?.message)}
              />
              <Controller
                control={form.control}
                name={`mappings.${index}.confirmed`}
                render={({ field }) => (
                  <Checkbox
                    mt={8}
                    label={t('groupDialog.confirmed')}
                    aria-label={t('groupDialog.confirmedFor', { n: index + 1 })}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="red"
                aria-label={t('groupDialog.remove', { n: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button variant="light" onClick={() => rows.append(emptyRow)}>
              {t('groupDialog.addRow')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('groupDialog.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('groupDialog.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
