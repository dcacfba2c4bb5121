import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  companyProfileInputSchema,
  normalizeSlug,
  whyUsEditorLines,
  WHY_US_MAX_LINES,
  type CompanyProfileInput,
} from '#domain/companies/company-profile-input';
import { messageText } from '../../../lib/message-text';

interface ProfileFormInput {
  slug: string;
  whyUs: { text: string }[];
}

interface CompanyProfileFormProps {
  slug: string;
  publicUrl: string;
  whyUs: string[];
  submitting: boolean;
  onSubmit: (input: CompanyProfileInput) => void;
}

/** Slug and up to five "why us" lines; an emptied line goes away, one empty line stays for adding. */
export function CompanyProfileForm(props: CompanyProfileFormProps) {
  const { t } = useTranslation('companies');
  const { register, control, handleSubmit, formState, setError, getValues, setValue } =
    useForm<ProfileFormInput>({
      defaultValues: {
        slug: props.slug,
        whyUs: whyUsEditorLines(props.whyUs).map((text) => ({ text })),
      },
    });
  const lines = useFieldArray({ control, name: 'whyUs' });
  const slug = useWatch({ control, name: 'slug' });
  const publicUrl = props.publicUrl.replace(/[^/]*$/, normalizeSlug(slug ?? ''));

  // Keep exactly one empty line to type into while below the maximum.
  function tidyLines() {
    const texts = getValues('whyUs').map((line) => line.text);
    const next = whyUsEditorLines(texts);
    if (next.join('\n') !== texts.join('\n'))
      setValue(
        'whyUs',
        next.map((text) => ({ text })),
      );
  }

  const submit = handleSubmit((values) => {
    const parsed = companyProfileInputSchema.safeParse({
      slug: values.slug,
      whyUs: values.whyUs.map((line) => line.text),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(issue.path[0] === 'slug' ? 'slug' : 'root', { message: issue.message });
      }
      return;
    }
    props.onSubmit(parsed.data);
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2}>{t('profile.title')}</Title>
          <TextInput
            label={t('profile.slug')}
            error={formState.errors.slug?.message && messageText(formState.errors.slug.message)}
            {...register('slug')}
          />
          <Text size="sm">
            {t('profile.publicUrl')}{' '}
            <Anchor href={publicUrl} target="_blank" rel="noreferrer">
              {publicUrl}
            </Anchor>
          </Text>
          <Text fw={500} size="sm">
            {t('profile.whyUs', { max: WHY_US_MAX_LINES })}
          </Text>
          {lines.fields.map((field, index) => (
            <TextInput
              key={field.id}
              aria-label={t('profile.whyUsLine', { number: index + 1 })}
              placeholder={t('profile.whyUsPlaceholder')}
              {...register(`whyUs.${index}.text`, { onBlur: tidyLines })}
            />
          ))}
          {formState.errors.root?.message && (
            <Text c="red">{messageText(formState.errors.root.message)}</Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={props.submitting}>
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
