import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  companyInputSchema,
  type CompanyFormValues,
  type CompanyInput,
} from '#domain/companies/company-input';
import { COUNTRIES } from '#domain/shared/countries';
import { normalizeUrl } from '#domain/shared/validators/url';
import { DateField } from '../../../lib/date-field';
import { messageText } from '../../../lib/message-text';
import type { AddressCheckOutcome, AddressCheckResult } from '../address-check-result';

export interface Choice {
  value: string;
  label: string;
}

interface CompanyFormProps {
  title: string;
  defaultValues: CompanyFormValues;
  /** Staff see the account manager, type flags and internal comments. */
  staff: boolean;
  /** Only the manager may change payment terms (viewerCanChangePaymentTerms). */
  canChangePaymentTerms: boolean;
  employees: Choice[];
  submitting: boolean;
  /** Known municipality and province of the stored address. */
  area?: { municipality: string | null; province: string | null };
  onCheckAddress: (postalCode: string, houseNumber: string) => Promise<AddressCheckOutcome>;
  /** Resolves with field errors (MESSAGE keys) the server refused, if any. */
  onSubmit: (values: CompanyInput) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}

const FLAGS = [
  'isPartner',
  'isComparison',
  'isPrepaid',
  'allowNoCureNoPay',
  'hasValidContract',
  'trialAccount',
] as const;

export function CompanyForm(props: CompanyFormProps) {
  const { t } = useTranslation('companies');
  const { register, control, handleSubmit, formState, setValue, setError, getValues } = useForm<
    CompanyFormValues,
    unknown,
    CompanyInput
  >({
    resolver: zodResolver(companyInputSchema),
    defaultValues: props.defaultValues,
  });
  const [area, setArea] = useState<Partial<AddressCheckResult> | undefined>(
    props.area
      ? {
          municipality: props.area.municipality ?? undefined,
          province: props.area.province ?? undefined,
        }
      : undefined,
  );
  const [addressError, setAddressError] = useState<string | null>(null);
  const separateInvoiceData = useWatch({ control, name: 'separateInvoiceData' });
  const errors = formState.errors;
  const error = (name: FieldPath<CompanyFormValues>) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return message ? messageText(message) : undefined;
  };

  // The address is checked once postal code and house number are both there (NL only).
  async function checkAddress() {
    const { postalCode, houseNumber, country } = getValues();
    if ((country || 'NL') !== 'NL' || !postalCode?.trim() || !houseNumber?.trim()) return;
    const outcome = await props.onCheckAddress(postalCode, houseNumber);
    if ('error' in outcome) {
      setAddressError(outcome.error);
      setArea(undefined);
      return;
    }
    setAddressError(null);
    setArea(outcome.address);
    setValue('postalCode', outcome.address.postalCode);
    setValue('city', outcome.address.city, { shouldDirty: true });
  }

  const submit = handleSubmit(async (values) => {
    const refused = await props.onSubmit(values);
    for (const [field, message] of Object.entries(refused ?? {})) {
      setError(field as FieldPath<CompanyFormValues>, { message });
    }
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2}>{props.title}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('field.name')}
              required
              error={error('name')}
              {...register('name')}
            />
            <TextInput
              label={t('field.tradeName')}
              error={error('tradeName')}
              {...register('tradeName')}
            />
          </SimpleGrid>
          <Divider label={t('form.address')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('field.country')}
                  data={COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) }))}
                  value={field.value ?? 'NL'}
                  onChange={(value) => field.onChange(value ?? 'NL')}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput
              label={t('field.postalCode')}
              error={error('postalCode')}
              {...register('postalCode', { onBlur: () => void checkAddress() })}
            />
            <TextInput
              label={t('field.houseNumber')}
              error={error('houseNumber')}
              {...register('houseNumber', { onBlur: () => void checkAddress() })}
            />
            <TextInput label={t('field.street')} error={error('street')} {...register('street')} />
            <TextInput label={t('field.city')} error={error('city')} {...register('city')} />
          </SimpleGrid>
          {addressError && (
            <Alert color="orange" role="alert">
              {messageText(addressError)}
            </Alert>
          )}
          {area?.municipality && (
            <Text size="sm" c="dimmed" data-testid="address-area">
              {t('form.area', { municipality: area.municipality, province: area.province ?? '' })}
            </Text>
          )}
          <Divider label={t('form.contact')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('field.email')}
              type="email"
              error={error('email')}
              {...register('email')}
            />
            <TextInput
              label={t('field.phoneNumber')}
              error={error('phoneNumber')}
              {...register('phoneNumber')}
            />
            <TextInput
              label={t('field.website')}
              error={error('website')}
              {...register('website', {
                onBlur: (event: { target: { value: string } }) =>
                  setValue('website', normalizeUrl(event.target.value)),
              })}
            />
            <TextInput
              label={t('field.chamberOfCommerceNumber')}
              error={error('chamberOfCommerceNumber')}
              {...register('chamberOfCommerceNumber')}
            />
            <Controller
              control={control}
              name="dateOfEstablishment"
              render={({ field }) => (
                <DateField
                  ref={field.ref}
                  name={field.name}
                  label={t('field.dateOfEstablishment')}
                  error={error('dateOfEstablishment')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <TextInput
              label={t('field.paymentTerms')}
              description={props.canChangePaymentTerms ? undefined : t('form.paymentTermsLocked')}
              inputMode="numeric"
              disabled={!props.canChangePaymentTerms}
              error={error('paymentTerms')}
              {...register('paymentTerms')}
            />
          </SimpleGrid>
          <Divider label={t('form.invoice')} labelPosition="left" />
          <Controller
            control={control}
            name="separateInvoiceData"
            render={({ field }) => (
              <Switch
                label={t('field.separateInvoiceData')}
                checked={field.value ?? false}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  field.onChange(on);
                  // Switched off: the separate invoice data no longer applies, so it is not kept.
                  if (!on) {
                    setValue('invoiceCompanyName', '');
                    setValue('invoiceToTheAttentionOf', '');
                    setValue('invoiceAddress', '');
                  }
                }}
              />
            )}
          />
          {separateInvoiceData && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('field.invoiceCompanyName')}
                error={error('invoiceCompanyName')}
                {...register('invoiceCompanyName')}
              />
              <TextInput
                label={t('field.invoiceToTheAttentionOf')}
                error={error('invoiceToTheAttentionOf')}
                {...register('invoiceToTheAttentionOf')}
              />
              <Textarea
                label={t('field.invoiceAddress')}
                autosize
                minRows={2}
                error={error('invoiceAddress')}
                {...register('invoiceAddress')}
              />
            </SimpleGrid>
          )}
          {props.staff && (
            <>
              <Divider label={t('form.internal')} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={control}
                  name="accountManagerId"
                  render={({ field }) => (
                    <Select
                      label={t('field.accountManager')}
                      data={props.employees}
                      clearable
                      searchable
                      value={field.value ? String(field.value) : null}
                      onChange={(value) => field.onChange(value ? Number(value) : null)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="salespersonId"
                  render={({ field }) => (
                    <Select
                      label={t('field.salesperson')}
                      data={props.employees}
                      clearable
                      searchable
                      value={field.value ? String(field.value) : null}
                      onChange={(value) => field.onChange(value ? Number(value) : null)}
                    />
                  )}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {FLAGS.map((flag) => (
                  <Controller
                    key={flag}
                    control={control}
                    name={flag}
                    render={({ field }) => (
                      <Switch
                        label={t(`field.${flag}`)}
                        checked={field.value ?? false}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
              <Textarea
                label={t('field.comments')}
                autosize
                minRows={2}
                error={error('comments')}
                {...register('comments')}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting}>
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
