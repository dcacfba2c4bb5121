import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ComparisonBrandsDocument } from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifyError } from '../../../lib/notify';
import { productFormSchema, type ProductFormValues } from '../product-form-values';

/** A product's own fields (not its specs): new, clone and the spec editor's details. */
export function ProductForm({
  defaultValues,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: {
  defaultValues: ProductFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Throws the api's error when refused; its field errors go on the fields. */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('comparison');
  const brands = useQuery(ComparisonBrandsDocument);
  const { register, control, handleSubmit, formState, setError } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues,
  });
  const error = (name: keyof ProductFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? messageText(message) : undefined;
  };
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      const onFields = applyFieldErrors(failure, setError, (field) =>
        field in values ? field : null,
      );
      if (!onFields)
        notifyError(catalogueMessage(classifyError(failure), 'MESSAGE.ERROR_OCCURRED'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field.name')} required {...register('name')} error={error('name')} />
          <Controller
            control={control}
            name="brandId"
            render={({ field }) => (
              <Select
                label={t('field.brand')}
                data={(brands.data?.comparisonBrands ?? []).map((brand) => ({
                  value: brand.id,
                  label: brand.keyword,
                }))}
                searchable
                clearable
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <TextInput label={t('field.ean')} required {...register('ean')} error={error('ean')} />
          <TextInput
            label={t('field.scrapeUri')}
            description={t('field.scrapeUriHelp')}
            {...register('scrapeUri')}
            error={error('scrapeUri')}
          />
          <Textarea
            label={t('field.pros')}
            description={t('field.linesHelp')}
            autosize
            minRows={3}
            {...register('pros')}
          />
          <Textarea
            label={t('field.cons')}
            description={t('field.linesHelp')}
            autosize
            minRows={3}
            {...register('cons')}
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
