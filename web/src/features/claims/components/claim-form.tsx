import { Button, Checkbox, FileInput, Paper, Select, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CLAIM_REASONS } from '#domain/claims/claim-reasons';
import { messageText } from '../../../lib/message-text';
import {
  claimFormSchema,
  emptyClaim,
  type ClaimFormInput,
  type ClaimFormValues,
} from '../claim-form-values';

interface ClaimFormProps {
  submitting: boolean;
  onSubmit: (values: ClaimFormValues) => Promise<void>;
}

/** "Claim indienen": the reason, the default message or an explanation, the proof and the flags. */
export function ClaimForm({ submitting, onSubmit }: ClaimFormProps) {
  const { t } = useTranslation('claims');
  const { control, handleSubmit, register, formState } = useForm<
    ClaimFormInput,
    unknown,
    ClaimFormValues
  >({ resolver: zodResolver(claimFormSchema), defaultValues: emptyClaim() });
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  const reason = useWatch({ control, name: 'description' });
  const useDefault = useWatch({ control, name: 'isDefaultMessage' });
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        aria-label={t('form.title')}
      >
        <Stack>
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <Select
                label={t('form.reason')}
                data={CLAIM_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={error(fieldState.error?.message)}
                withAsterisk
              />
            )}
          />
          <Checkbox label={t('form.useDefault')} {...register('isDefaultMessage')} />
          {useDefault ? (
            <Textarea
              label={t('form.message')}
              value={reason ? t(`defaultMessage.${reason}`) : ''}
              readOnly
              autosize
              minRows={2}
            />
          ) : (
            <Textarea
              label={t('form.message')}
              autosize
              minRows={3}
              withAsterisk
              error={error(formState.errors.message?.message)}
              {...register('message')}
            />
          )}
          <Controller
            control={control}
            name="proof"
            render={({ field }) => (
              <FileInput
                label={t('form.proof')}
                placeholder={t('form.proofPlaceholder')}
                accept="image/png,image/jpeg,image/webp,application/pdf"
                clearable
                value={field.value}
                onChange={field.onChange}
                data-testid="claim-proof"
              />
            )}
          />
          <Checkbox label={t('form.stopMatching')} {...register('stopMatching')} />
          <Checkbox
            label={t('form.emailNotifications')}
            {...register('enableEmailNotifications')}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
