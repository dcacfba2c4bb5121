import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, MESSAGE.TEXT_TOO_LONG);

const schema = z.object({
  name: text(120, MESSAGE.ENTER_NAME),
  agencyName: text(120, MESSAGE.FIELD_REQUIRED),
  agencyValue: text(60, MESSAGE.FIELD_REQUIRED),
  requiresCertificate: z.boolean(),
});
export type CertificationValues = z.infer<typeof schema>;

/** The form's field for an api field name (agency.name -> agencyName). */
export function certificationField(field: string): keyof CertificationValues | null {
  if (field === 'agency' || field === 'agency.name') return 'agencyName';
  if (field === 'agency.value') return 'agencyValue';
  if (field === 'name' || field === 'requiresCertificate') return field;
  return null;
}

/** A certification's name, its agency (name and code) and whether a certificate is required. */
export function CertificationForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: CertificationValues;
  busy: boolean;
  onSubmit: (
    values: CertificationValues,
    setError: UseFormSetError<CertificationValues>,
  ) => Promise<void>;
}) {
  const { t } = useTranslation('certifications');
  const form = useForm<CertificationValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
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
        <TextInput
          label={t('certification.name')}
          required
          {...form.register('name')}
          error={error(errors.name?.message)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('certification.agencyName')}
            required
            {...form.register('agencyName')}
            error={error(errors.agencyName?.message)}
          />
          <TextInput
            label={t('certification.agencyValue')}
            description={t('certification.agencyValueHint')}
            required
            {...form.register('agencyValue')}
            error={error(errors.agencyValue?.message)}
          />
        </Group>
        <Checkbox
          label={t('certification.requiresCertificate')}
          description={t('certification.requiresCertificateHint')}
          {...form.register('requiresCertificate')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('certification.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
