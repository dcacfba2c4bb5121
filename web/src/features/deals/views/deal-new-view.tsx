import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { dealMaxLimit } from '#domain/deals/deal-validation';
import { euroCents } from '#domain/shared/parse-money';
import { CreateDealDocument, DealCatalogueDocument } from '../../../gql/graphql';
import { DateField } from '../../../lib/date-field';
import { classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { dealFormSchema, emptyDeal, toDealInput, type DealFormValues } from '../deal-form-values';

/**
 * /lead-generator/deal/new/company/:companyId: a new deal. The form shows the
 * deal limits (docs/deals.md) as the user types (a free deal: at most 25 leads); the api checks
 * every rule again and its field errors land on their fields.
 */
export function DealNewView() {
  const { t } = useTranslation('deals');
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const catalogue = useQuery(DealCatalogueDocument);
  const [create, creating] = useMutation(CreateDealDocument, { refetchQueries: ['CompanyDeals'] });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<DealFormValues>({
    resolver: zodResolver(dealFormSchema),
    defaultValues: emptyDeal(),
  });
  const rows = useFieldArray({ control: form.control, name: 'products' });
  const [productRows, leadPlazaOnly] = useWatch({
    control: form.control,
    name: ['products', 'leadPlazaOnly'],
  });
  const allFree =
    productRows.length > 0 && productRows.every((row) => row.free && !(euroCents(row.price) ?? 0));
  const maxLimit = dealMaxLimit({
    products: [{ productId: 0, priceCents: null, free: allFree }],
  });
  const errorText = (key: string | undefined) => (key ? messageText(key) : undefined);
  const fieldError = (name: string, local?: string) => errorText(local ?? serverErrors[name]);

  const products = (catalogue.data?.products ?? []).map((product) => ({
    value: String(product.id),
    label: product.name,
  }));

  async function submit(form: DealFormValues) {
    setServerErrors({});
    try {
      await create({ variables: { companyId, input: toDealInput(form) } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await navigate(`/company/${companyId}`);
    } catch (error) {
      setServerErrors(classifyError(error).fields ?? {});
    }
  }

  return (
    <Stack maw={860}>
      <Group justify="space-between">
        <Title order={2}>{t('new.title')}</Title>
        <Anchor component={Link} to={`/company/${companyId}`}>
          {t('new.back')}
        </Anchor>
      </Group>
      <form onSubmit={form.handleSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={4}>{t('field.products')}</Title>
              {rows.fields.map((row, index) => (
                <Group key={row.id} align="flex-start" wrap="nowrap" data-testid="deal-product">
                  <Controller
                    control={form.control}
                    name={`products.${index}.productId`}
                    render={({ field, fieldState }) => (
                      <Select
                        label={t('field.product')}
                        data={products}
                        searchable
                        value={field.value || null}
                        onChange={(value) => field.onChange(value ?? '')}
                        error={errorText(fieldState.error?.message)}
                        style={{ flex: 2 }}
                      />
                    )}
                  />
                  <TextInput
                    label={t('field.price')}
                    placeholder="0,00"
                    leftSection="€"
                    {...form.register(`products.${index}.price`)}
                    error={errorText(form.formState.errors.products?.[index]?.price?.message)}
                    style={{ flex: 1 }}
                  />
                  <Checkbox
                    mt={32}
                    label={t('field.free')}
                    {...form.register(`products.${index}.free`)}
                  />
                  <ActionIcon
                    mt={28}
                    variant="subtle"
                    color="red"
                    aria-label={t('new.removeProduct')}
                    disabled={rows.fields.length === 1}
                    onClick={() => rows.remove(index)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ))}
              {fieldError('products', form.formState.errors.products?.root?.message) && (
                <Text c="red" size="sm">
                  {fieldError('products', form.formState.errors.products?.root?.message)}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => rows.append({ productId: '', price: '', free: false })}
                >
                  {t('new.addProduct')}
                </Button>
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('field.max')}
                placeholder={t('field.maxPlaceholder', { max: maxLimit })}
                inputMode="numeric"
                {...form.register('max')}
                disabled={leadPlazaOnly}
                error={fieldError('max', form.formState.errors.max?.message)}
              />
              <TextInput
                label={t('field.maxFreeLeadPlaza')}
                inputMode="numeric"
                {...form.register('maxFreeLeadPlaza')}
                error={fieldError(
                  'max_free_lead_plaza',
                  form.formState.errors.maxFreeLeadPlaza?.message,
                )}
              />
              <Controller
                control={form.control}
                name="start"
                render={({ field }) => (
                  <DateField
                    label={t('field.start')}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="end"
                render={({ field }) => (
                  <DateField
                    label={t('field.end')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldError('end')}
                  />
                )}
              />
            </SimpleGrid>
            <Stack gap="xs" mt="md">
              <Checkbox label={t('field.leadPlazaOnly')} {...form.register('leadPlazaOnly')} />
              <Checkbox label={t('field.hasFreeLead')} {...form.register('hasFreeLead')} />
              <Checkbox label={t('field.pauseAccount')} {...form.register('pauseAccount')} />
              <Checkbox label={t('field.allowClaim')} {...form.register('allowClaim')} />
            </Stack>
          </Paper>
          <Group>
            <Button type="submit" loading={creating.loading}>
              {t('new.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
