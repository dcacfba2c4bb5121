import { Button, Group, Paper, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  effectiveFeedType,
  FEED_SOURCES,
  FEED_TYPES,
  type FeedSource,
  type FeedType,
} from '#domain/feeds/product-feed-state';
import { MESSAGE } from '#domain/shared/messages';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';
import type { ProductFeedInput } from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { messageText } from '../../../lib/message-text';

// The api's rules (domain/feeds/feed-input.ts) on the form's own fields.
const schema = z.object({
  source: z
    .string()
    .nullable()
    .refine((value) => (FEED_SOURCES as readonly string[]).includes(value ?? ''), {
      message: MESSAGE.SELECT_OPTION,
    }),
  type: z.enum(FEED_TYPES),
  url: z
    .string()
    .trim()
    .min(1, MESSAGE.FIELD_REQUIRED)
    .refine((url) => isValidUrl(normalizeUrl(url)), MESSAGE.ENTER_VALID_URL),
  companyId: z.string().nullable(),
  paused: z.boolean(),
});
export type FeedFormValues = z.infer<typeof schema>;

/** Form values as the mutations take them (a non-icecat source forces xml). */
export function feedInput(values: FeedFormValues): ProductFeedInput {
  const source = values.source as FeedSource;
  return {
    source,
    type: effectiveFeedType(source, values.type),
    url: values.url.trim(),
    companyId: values.companyId,
    paused: values.paused,
  };
}

/**
 * Source, type (only icecat may choose csv), url, shop and paused. `onSave` throws the
 * api's error; its field errors land on the fields.
 */
export function FeedForm({
  defaults,
  shops,
  saving,
  onSave,
}: {
  defaults: FeedFormValues;
  shops: readonly { id: string; name: string }[];
  saving: boolean;
  onSave: (values: FeedFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('feeds');
  const form = useForm<FeedFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  const source = useWatch({ control: form.control, name: 'source' });
  const typeFree = source === 'icecat';
  useEffect(() => {
    if (source && source !== 'icecat') form.setValue('type', 'xml');
  }, [source, form]);

  async function submit(values: FeedFormValues) {
    try {
      await onSave(values);
    } catch (failure) {
      applyFieldErrors(failure, form.setError, (field) =>
        field === 'company_id' ? 'companyId' : field,
      );
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
      data-testid="feed-form"
    >
      <Stack>
        <Title order={4}>{t('form.details')}</Title>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <Select
                label={t('form.source')}
                required
                data={FEED_SOURCES.map((value) => ({ value, label: t(`source.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                error={error(errors.source?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('form.type')}
                required
                data={FEED_TYPES.map((value) => ({ value, label: value.toUpperCase() }))}
                value={field.value}
                onChange={(value) => field.onChange((value ?? 'xml') as FeedType)}
                disabled={!typeFree}
                description={typeFree ? undefined : t('form.typeForced')}
                allowDeselect={false}
              />
            )}
          />
        </Group>
        <TextInput
          label={t('form.url')}
          required
          placeholder="https://"
          {...form.register('url')}
          error={error(errors.url?.message)}
        />
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <Select
              label={t('form.shop')}
              placeholder={t('form.shopPlaceholder')}
              data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              error={error(errors.companyId?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="paused"
          render={({ field }) => (
            <Switch
              label={t('form.paused')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
