import { Button, FileInput, Group, Paper, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CERTIFICATION_STATES,
  REVOKE_REASONS,
  type CertificationState,
} from '#domain/certifications/certification';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';
import { revokeReasonLabel } from '../revoke-reason-label';

const ATTACHMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/webp';

const addSchema = z.object({
  certificationId: z.string({ message: MESSAGE.SELECT_OPTION }).min(1, MESSAGE.SELECT_OPTION),
  attachment: z.instanceof(File).nullable(),
});
export type AddValues = z.infer<typeof addSchema>;

const changeSchema = z
  .object({
    newState: z.enum(CERTIFICATION_STATES).nullable(),
    revokeReason: z.string().nullable(),
    attachment: z.instanceof(File).nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.newState === 'revoked' && !value.revokeReason)
      ctx.addIssue({ code: 'custom', path: ['revokeReason'], message: MESSAGE.SELECT_OPTION });
  });
export type ChangeValues = z.infer<typeof changeSchema>;

const errorText = (key: string | undefined) => (key ? messageText(key) : undefined);

function AttachmentField({
  value,
  onChange,
  error,
  required,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
  required: boolean;
}) {
  const { t } = useTranslation('certifications');
  return (
    <FileInput
      label={t('company.attachment')}
      description={required ? t('company.attachmentRequired') : undefined}
      placeholder={t('company.attachmentPlaceholder')}
      accept={ATTACHMENT_TYPES}
      clearable
      withAsterisk={required}
      value={value}
      onChange={onChange}
      error={errorText(error)}
      data-testid="certification-attachment"
    />
  );
}

/** Gives the company a certification (state active), with the file it may require. */
export function AddCompanyCertificationForm({
  choices,
  initialCertificationId,
  busy,
  onSubmit,
}: {
  choices: { id: string; name: string; requiresCertificate: boolean }[];
  initialCertificationId: string | null;
  busy: boolean;
  onSubmit: (values: AddValues, setError: UseFormSetError<AddValues>) => Promise<void>;
}) {
  const { t } = useTranslation('certifications');
  const form = useForm<AddValues>({
    resolver: zodResolver(addSchema),
    defaultValues: { certificationId: initialCertificationId ?? '', attachment: null },
  });
  const chosen = useWatch({ control: form.control, name: 'certificationId' });
  const requires = choices.find((choice) => choice.id === chosen)?.requiresCertificate ?? false;
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
          name="certificationId"
          render={({ field }) => (
            <Select
              label={t('company.certification')}
              placeholder={t('company.certificationPlaceholder')}
              required
              searchable
              data={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errorText(errors.certificationId?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="attachment"
          render={({ field }) => (
            <AttachmentField
              value={field.value}
              onChange={field.onChange}
              error={errors.attachment?.message}
              required={requires}
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

/** A state change (a reason when revoking) and/or a new certificate file. */
export function ChangeCompanyCertificationForm({
  state,
  revokeReason,
  requiresCertificate,
  busy,
  onSubmit,
}: {
  state: CertificationState;
  revokeReason: string | null;
  requiresCertificate: boolean;
  busy: boolean;
  onSubmit: (values: ChangeValues, setError: UseFormSetError<ChangeValues>) => Promise<void>;
}) {
  const { t } = useTranslation('certifications');
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    defaultValues: { newState: null, revokeReason: null, attachment: null },
  });
  const newState = useWatch({ control: form.control, name: 'newState' });
  const reasons = [
    ...REVOKE_REASONS,
    ...(revokeReason && !REVOKE_REASONS.includes(revokeReason as never) ? [revokeReason] : []),
  ];
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
          name="newState"
          render={({ field }) => (
            <Select
              label={t('company.newState')}
              placeholder={t(`state.${state}`)}
              clearable
              data={CERTIFICATION_STATES.filter((option) => option !== state).map((option) => ({
                value: option,
                label: t(`state.${option}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange((value as CertificationState | null) ?? null)}
              error={errorText(errors.newState?.message)}
            />
          )}
        />
        {newState === 'revoked' && (
          <Controller
            control={form.control}
            name="revokeReason"
            render={({ field }) => (
              <Select
                label={t('company.revokeReason')}
                required
                data={reasons.map((reason) => ({
                  value: reason,
                  label: revokeReasonLabel(t, reason),
                }))}
                value={field.value}
                onChange={field.onChange}
                error={errorText(errors.revokeReason?.message)}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="attachment"
          render={({ field }) => (
            <AttachmentField
              value={field.value}
              onChange={field.onChange}
              error={errors.attachment?.message}
              required={requiresCertificate}
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
