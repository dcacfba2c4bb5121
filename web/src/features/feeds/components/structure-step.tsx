import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REQUIRED_FEED_PROPERTIES, structureErrors } from '#domain/feeds/feed-structure';
import { FEED_MAPPABLE_PROPERTIES } from '#domain/feeds/product-feed-state';
import type { ProductFeedFieldsFragment, ProductFeedProperty } from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { messageText } from '../../../lib/message-text';

const ROW_ERROR = /^structure\.(\d+)\.(feed_key|feedKey|property)$/;

// The api's rule (structureErrors) on the rows; missing required properties show above them.
const schema = z
  .object({
    rows: z.array(
      z.object({ feedKey: z.string(), property: z.enum(FEED_MAPPABLE_PROPERTIES).nullable() }),
    ),
  })
  .superRefine((values, context) => {
    const errors = structureErrors(
      values.rows.map((row) => ({ feed_key: row.feedKey, property: row.property })),
      values.rows.map((row) => row.feedKey),
    );
    for (const [key, message] of Object.entries(errors)) {
      const match = ROW_ERROR.exec(key);
      if (!match) continue;
      const field = match[2] === 'property' ? 'property' : 'feedKey';
      context.addIssue({ code: 'custom', path: ['rows', Number(match[1]), field], message });
    }
  });
type Values = z.infer<typeof schema>;

/**
 * The structure confirmation: each feed key with its sample values and the property it
 * goes to (the proposal preselected). Editable while the feed waits for it; field errors
 * of the api land on their row.
 */
export function StructureStep({
  feed,
  saving,
  onConfirm,
}: {
  feed: ProductFeedFieldsFragment;
  saving: boolean;
  onConfirm: (rows: { feedKey: string; property: ProductFeedProperty | null }[]) => Promise<void>;
}) {
  const { t } = useTranslation('feeds');
  const waiting = feed.state === 'confirming_structure';
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      rows: feed.structure.map((entry) => ({
        feedKey: entry.feedKey,
        property: entry.property ?? null,
      })),
    },
  });
  const rows = useWatch({ control: form.control, name: 'rows' });
  const chosen = new Set(rows.map((row) => row.property));
  const missing = REQUIRED_FEED_PROPERTIES.filter((property) => !chosen.has(property));
  const { errors } = form.formState;

  async function submit(values: Values) {
    try {
      await onConfirm(values.rows);
    } catch (failure) {
      applyFieldErrors(failure, form.setError, (field) => {
        const match = ROW_ERROR.exec(field);
        if (!match) return null;
        return `rows.${match[1]}.${match[2] === 'property' ? 'property' : 'feedKey'}`;
      });
    }
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      noValidate
      onSubmit={form.handleSubmit(submit)}
      data-testid="structure-step"
    >
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('structure.title')}</Title>
          <Badge variant="light" color={feed.structureConfirmed ? 'green' : 'orange'}>
            {feed.structureConfirmed ? t('structure.confirmed') : t('structure.notConfirmed')}
          </Badge>
        </Group>
        {feed.structure.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('structure.empty')}
          </Text>
        ) : (
          <>
            {waiting && missing.length > 0 && (
              <Alert color="red" data-testid="structure-missing">
                {missing.map((property) => (
                  <Text key={property} size="sm">
                    {t('structure.required', { property: t(`property.${property}`) })}
                  </Text>
                ))}
              </Alert>
            )}
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('structure.key')}</Table.Th>
                  <Table.Th>{t('structure.samples')}</Table.Th>
                  <Table.Th w={240}>{t('structure.property')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {feed.structure.map((entry, index) => {
                  const rowErrors = errors.rows?.[index];
                  const message = rowErrors?.property?.message ?? rowErrors?.feedKey?.message;
                  return (
                    <Table.Tr key={entry.feedKey} data-testid="structure-row">
                      <Table.Td>
                        <Text ff="monospace" size="sm">
                          {entry.feedKey}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed" lineClamp={3}>
                          {entry.sampleValues.join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={form.control}
                          name={`rows.${index}.property`}
                          render={({ field }) => (
                            <Select
                              aria-label={t('structure.propertyFor', { key: entry.feedKey })}
                              size="xs"
                              placeholder={t('structure.none')}
                              data={FEED_MAPPABLE_PROPERTIES.map((value) => ({
                                value,
                                label: t(`property.${value}`),
                              }))}
                              value={field.value}
                              onChange={(value) =>
                                field.onChange((value as ProductFeedProperty | null) ?? null)
                              }
                              clearable
                              disabled={!waiting}
                              error={message ? messageText(message) : undefined}
                            />
                          )}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {waiting && (
              <Group>
                <Button type="submit" loading={saving} disabled={missing.length > 0}>
                  {t('structure.confirm')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
