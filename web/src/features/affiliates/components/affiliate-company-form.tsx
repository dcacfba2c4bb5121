import { Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';
import { LogoField } from './logo-field';

const schema = z.object({
  name: z.string().trim().min(1, MESSAGE.ENTER_NAME).max(100, MESSAGE.TEXT_TOO_LONG),
  website: z.string().trim(),
  description: z.string().trim().max(500, MESSAGE.TEXT_TOO_LONG),
  logo: z.instanceof(File).nullable(),
});
export type AffiliateCompanyValues = z.infer<typeof schema>;

interface AffiliateCompanyFormProps {
  initial: Omit<AffiliateCompanyValues, 'logo'>;
  logoUrl: string | null;
  busy: boolean;
  onSubmit: (
    values: AffiliateCompanyValues,
    setError: UseFormSetError<AffiliateCompanyValues>,
  ) => Promise<void>;
}

/** Name, website, a note and the logo of an affiliate company. */
export function AffiliateCompanyForm({
  initial,
  logoUrl,
  busy,
  onSubmit,
}: AffiliateCompanyFormProps) {
  const { t } = useTranslation('affiliates');
  const form = useForm<AffiliateCompanyValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, logo: null },
  });
  const { errors } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      maw={640}
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
    >
      <Stack>
        <TextInput
          label={t('company.name')}
          required
          {...form.register('name')}
          error={error(errors.name?.message)}
        />
        <TextInput
          label={t('company.website')}
          placeholder="https://www.winkel.nl"
          {...form.register('website')}
          error={error(errors.website?.message)}
        />
        <Textarea
          label={t('company.description')}
          description={t('company.descriptionHint')}
          autosize
          minRows={2}
          {...form.register('description')}
          error={error(errors.description?.message)}
        />
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <LogoField
              logoUrl={logoUrl}
              value={field.value}
              error={error(errors.logo?.message)}
              onChange={field.onChange}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
