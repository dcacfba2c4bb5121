import { snakeToCamel } from '#domain/shared/case-names';
import { useEffect, useMemo } from 'react';
import {
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, type LeadInput } from '#domain/leads/lead-input';
import { COUNTRIES } from '#domain/shared/countries';
import { messageText } from '../../../lib/message-text';
import {
  emptyLeadFormValues,
  leadFormSchema,
  type FormProduct,
  type FormQuestion,
  type LeadFormValues,
} from '../lead-form-values';

interface LeadFormProps {
  title: string;
  products: FormProduct[];
  /** The product to start with (?new= or ?product=). */
  initialDiscr: string | null;
  submitting: boolean;
  /**
   * Resolves with the field errors the server refused (MESSAGE keys by field, e.g.
   * postalCode or answers.roof_type), or null when saved; `reset` empties the form.
   */
  onSubmit: (
    values: LeadInput,
    questions: readonly FormQuestion[],
  ) => Promise<Record<string, string> | null>;
  /** Partners stay on the form: it is emptied after a save. */
  resetAfterSave?: boolean;
}

type Field = FieldPath<LeadFormValues>;

/**
 * The form field of a server field error: address.postal_code and postalCode land on
 * postalCode; answers.<key> on the question, also when the key arrives camelCased.
 */
function formField(key: string, questions: readonly FormQuestion[]): Field {
  const name = key.replace(/^address\./, '');
  if (!name.startsWith('answers.')) return snakeToCamel(name) as Field;
  const answer = name.slice('answers.'.length);
  const question = questions.find((q) => q.key === answer || snakeToCamel(q.key) === answer);
  return `answers.${question?.key ?? answer}` as Field;
}

/** One form for staff and partner lead-add: consumer, address, the product's questions. */
export function LeadForm(props: LeadFormProps) {
  const { t } = useTranslation(['leads', 'companies']);
  const { products } = props;
  const { register, control, handleSubmit, formState, setError, setValue, reset } = useForm<
    LeadFormValues,
    unknown,
    LeadInput
  >({
    defaultValues: emptyLeadFormValues(props.initialDiscr),
    // The product's questions join the shared rules; the resolver reads the current product.
    resolver: (values, context, options) => {
      const product = products.find((candidate) => candidate.discr === values.discr);
      return zodResolver(leadFormSchema(product?.questions ?? []))(values, context, options);
    },
  });
  const discr = useWatch({ control, name: 'discr' });
  const product = useMemo(
    () => products.find((candidate) => candidate.discr === discr) ?? null,
    [products, discr],
  );
  useEffect(() => {
    if (props.initialDiscr) setValue('discr', props.initialDiscr);
  }, [props.initialDiscr, setValue]);

  const errors = formState.errors as Record<string, unknown>;
  const error = (name: string): string | undefined => {
    let node: unknown = errors;
    for (const part of name.split('.'))
      node = (node as Record<string, unknown> | undefined)?.[part];
    const message = (node as { message?: string } | undefined)?.message;
    return message ? messageText(message) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    const refused = await props.onSubmit(values, product?.questions ?? []);
    if (refused === null) {
      if (props.resetAfterSave) reset(emptyLeadFormValues(values.discr));
      return;
    }
    for (const [field, message] of Object.entries(refused))
      setError(formField(field, product?.questions ?? []), { message });
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="lead-form">
        <Stack>
          <Title order={2}>{props.title}</Title>
          <Controller
            control={control}
            name="discr"
            render={({ field }) => (
              <Select
                label={t('field.product')}
                required
                searchable
                data={products.map((option) => ({ value: option.discr, label: option.name }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  setValue('answers', {});
                }}
                error={error('discr')}
              />
            )}
          />
          <Divider label={t('add.consumer')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Select
                  label={t('field.gender')}
                  clearable
                  data={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={error('gender')}
                />
              )}
            />
            <TextInput
              label={t('field.givenName')}
              error={error('givenName')}
              {...register('givenName')}
            />
            <TextInput
              label={t('field.familyName')}
              required
              error={error('familyName')}
              {...register('familyName')}
            />
            <TextInput
              label={t('field.email')}
              type="email"
              required
              error={error('email')}
              {...register('email')}
            />
            <TextInput
              label={t('field.phone')}
              type="tel"
              error={error('phoneNumber')}
              {...register('phoneNumber')}
            />
            <TextInput
              label={t('field.additionalPhone')}
              type="tel"
              error={error('additionalPhoneNumber')}
              {...register('additionalPhoneNumber')}
            />
          </SimpleGrid>
          <Divider label={t('detail.address')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('add.postalCode')}
              required
              error={error('postalCode')}
              {...register('postalCode')}
            />
            <TextInput
              label={t('add.houseNumber')}
              required
              error={error('houseNumber')}
              {...register('houseNumber')}
            />
            <TextInput
              label={t('add.street')}
              required
              error={error('street')}
              {...register('street')}
            />
            <TextInput label={t('add.city')} required error={error('city')} {...register('city')} />
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('field.country')}
                  data={COUNTRIES.map((code) => ({
                    value: code,
                    label: t(`country.${code}`, { ns: 'companies', defaultValue: code }),
                  }))}
                  value={(field.value as string | null | undefined) || 'NL'}
                  onChange={(value) => field.onChange(value ?? 'NL')}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput
              label={t('field.buildingYear')}
              inputMode="numeric"
              error={error('buildingYear')}
              {...register('buildingYear')}
            />
          </SimpleGrid>
          {product && product.questions.length > 0 && (
            <>
              <Divider label={t('detail.answers')} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {product.questions.map((question) => (
                  <Controller
                    key={`${product.discr}-${question.key}`}
                    control={control}
                    name={`answers.${question.key}` as Field}
                    render={({ field }) => {
                      const common = {
                        label: question.label,
                        required: question.required,
                        error: error(`answers.${question.key}`),
                        onBlur: field.onBlur,
                      };
                      const options = question.options.map((option) => ({
                        value: option.value,
                        label: option.label,
                      }));
                      if (question.kind === 'single_choice')
                        return (
                          <Select
                            {...common}
                            data={options}
                            clearable
                            value={(field.value as string | null | undefined) || null}
                            onChange={(value) => field.onChange(value ?? '')}
                          />
                        );
                      if (question.kind === 'multiple_choice')
                        return (
                          <MultiSelect
                            {...common}
                            data={options}
                            value={(field.value as string[] | undefined) ?? []}
                            onChange={field.onChange}
                          />
                        );
                      return (
                        <NumberInput
                          {...common}
                          min={question.min ?? undefined}
                          max={question.max ?? undefined}
                          allowDecimal={false}
                          suffix={question.unit ? ` ${question.unit}` : undefined}
                          value={(field.value as number | string | undefined) ?? ''}
                          onChange={(value) => field.onChange(value)}
                        />
                      );
                    }}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
          <Textarea
            label={t('detail.description')}
            autosize
            minRows={3}
            error={error('description')}
            {...register('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={props.submitting}>
              {t('add.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
