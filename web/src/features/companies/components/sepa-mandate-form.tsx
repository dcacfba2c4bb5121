import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  sepaMandateInputSchema,
  type SepaMandateInput,
} from '#domain/companies/sepa-mandate-input';
import { messageText } from '../../../lib/message-text';

export type SepaMandateFormValues = z.input<typeof sepaMandateInputSchema>;

interface SepaMandateFormProps {
  defaultValues: SepaMandateFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: SepaMandateInput) => void;
  onCancel?: () => void;
}

/** The mandate fields, checked with the api's own schema (a Dutch IBAN drops the BIC). */
export function SepaMandateForm({
  defaultValues,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: SepaMandateFormProps) {
  const { t } = useTranslation('companies');
  const { register, handleSubmit, formState } = useForm<
    SepaMandateFormValues,
    unknown,
    SepaMandateInput
  >({
    resolver: zodResolver(sepaMandateInputSchema),
    defaultValues,
  });
  const errors = formState.errors;
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sepa.companyName')}
            required
            error={error(errors.companyName?.message)}
            {...register('companyName')}
          />
          <TextInput
            label={t('sepa.signedBy')}
            required
            error={error(errors.signedBy?.message)}
            {...register('signedBy')}
          />
          <TextInput
            label={t('sepa.iban')}
            required
            error={error(errors.iban?.message)}
            {...register('iban')}
          />
          <TextInput
            label={t('sepa.bic')}
            description={t('sepa.bicHint')}
            error={error(errors.bic?.message)}
            {...register('bic')}
          />
          <TextInput
            label={t('sepa.address')}
            error={error(errors.address?.message)}
            {...register('address')}
          />
          <TextInput
            label={t('sepa.city')}
            error={error(errors.city?.message)}
            {...register('city')}
          />
          <TextInput
            label={t('sepa.chamberOfCommerceNumber')}
            error={error(errors.chamberOfCommerceNumber?.message)}
            {...register('chamberOfCommerceNumber')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('action.cancel')}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
