import {
  Autocomplete,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  QUALITY_MARK_CERTIFICATE_MAX,
  QUALITY_MARK_NAME_MAX,
} from '#domain/certifications/certification';
import { MESSAGE } from '#domain/shared/messages';
import { QualityMarkSuggestionsDocument } from '../../../gql/graphql';
import { messageText } from '../../../lib/message-text';

const schema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MESSAGE.ENTER_NAME)
    .max(QUALITY_MARK_NAME_MAX, MESSAGE.TEXT_TOO_LONG),
  certificate: z.string().trim().max(QUALITY_MARK_CERTIFICATE_MAX, MESSAGE.TEXT_TOO_LONG),
  logo: z.instanceof(File).nullable(),
});
export type QualityMarkValues = z.infer<typeof schema>;

/** Name (with existing names suggested), certificate text and a logo to upload. */
export function QualityMarkForm({
  initial,
  logoUrl,
  busy,
  onSubmit,
}: {
  initial: Omit<QualityMarkValues, 'logo'>;
  logoUrl: string | null;
  busy: boolean;
  /** Resolves when done; gets the form's setError for the api's field errors. */
  onSubmit: (
    values: QualityMarkValues,
    setError: UseFormSetError<QualityMarkValues>,
  ) => Promise<void>;
}) {
  const { t } = useTranslation('certifications');
  const form = useForm<QualityMarkValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, logo: null },
  });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const [typed] = useDebouncedValue(name.trim(), 300);
  const { data } = useQuery(QualityMarkSuggestionsDocument, {
    variables: { q: typed },
    skip: typed === '',
  });
  // Only other marks' names: the mark's own name is no suggestion.
  const suggestions = [
    ...new Set(
      (data?.qualityMarkSuggestions ?? [])
        .map((suggestion) => suggestion.name)
        .filter((existing) => existing !== initial.name),
    ),
  ];
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  const { errors } = form.formState;
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
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <Autocomplete
              label={t('qualityMark.name')}
              description={t('qualityMark.nameHint')}
              required
              data={suggestions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error(errors.name?.message)}
            />
          )}
        />
        <Textarea
          label={t('qualityMark.certificate')}
          description={t('qualityMark.certificateHint')}
          autosize
          minRows={3}
          {...form.register('certificate')}
          error={error(errors.certificate?.message)}
        />
        <Group align="flex-end" wrap="nowrap">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('qualityMark.currentLogo')}
            </Text>
            {logoUrl ? (
              <Image
                src={logoUrl}
                alt=""
                w={64}
                h={64}
                fit="contain"
                data-testid="quality-mark-logo"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('qualityMark.noLogo')}
              </Text>
            )}
          </Stack>
          <Controller
            control={form.control}
            name="logo"
            render={({ field }) => (
              <FileInput
                label={t('qualityMark.logo')}
                placeholder={t('qualityMark.logoPlaceholder')}
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                clearable
                value={field.value}
                onChange={field.onChange}
                error={error(errors.logo?.message)}
                style={{ flex: 1 }}
              />
            )}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('qualityMark.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
