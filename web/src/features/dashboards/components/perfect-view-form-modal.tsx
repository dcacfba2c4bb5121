import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_STATES } from '#domain/companies/company-state';
import {
  ACCOUNT_MANAGER_SCOPES,
  PERFECT_VIEW_NAME_MAX,
  REVIEW_AVERAGE_MAX,
  perfectViewInputSchema,
  type PerfectViewFormValues,
  type PerfectViewInput,
} from '#domain/dashboards/perfect-view';
import { messageText } from '../../../lib/message-text';

export type { PerfectViewFormValues };

interface Option {
  value: string;
  label: string;
}

/**
 * Creating or editing a perfect view: its name and criteria, checked with the domain's own
 * schema before sending (the api checks the same, and that the products and provinces exist).
 */
export function PerfectViewFormModal({
  opened,
  title,
  initial,
  products,
  provinces,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  initial: PerfectViewFormValues;
  products: Option[];
  provinces: string[];
  onClose: () => void;
  onSubmit: (
    values: PerfectViewInput,
    setError: UseFormSetError<PerfectViewFormValues>,
  ) => Promise<void>;
}) {
  const { t } = useTranslation(['dashboards', 'companies']);
  const form = useForm<PerfectViewFormValues, unknown, PerfectViewInput>({
    resolver: zodResolver(perfectViewInputSchema),
    values: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: FieldPath<PerfectViewFormValues>) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return message ? messageText(message) : undefined;
  };
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form
        noValidate
        data-testid="perfect-view-form"
        onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      >
        <Stack>
          <TextInput
            label={t('perfectView.form.name')}
            required
            maxLength={PERFECT_VIEW_NAME_MAX}
            data-testid="perfect-view-name"
            {...form.register('name')}
            error={error('name')}
          />
          <Text size="sm" c="dimmed">
            {t('perfectView.form.hint')}
          </Text>
          <Controller
            control={form.control}
            name="product_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('perfectView.form.products')}
                description={t('perfectView.form.productsHint')}
                placeholder={t('perfectView.any')}
                searchable
                clearable
                data={products}
                value={strings(field.value)}
                onChange={field.onChange}
                error={error('product_ids')}
                data-testid="perfect-view-products"
              />
            )}
          />
          <Controller
            control={form.control}
            name="provinces"
            render={({ field }) => (
              <MultiSelect
                label={t('perfectView.form.provinces')}
                placeholder={t('perfectView.any')}
                searchable
                clearable
                data={provinces}
                value={strings(field.value)}
                onChange={field.onChange}
                error={error('provinces')}
                data-testid="perfect-view-provinces"
              />
            )}
          />
          <Controller
            control={form.control}
            name="states"
            render={({ field }) => (
              <MultiSelect
                label={t('perfectView.form.states')}
                placeholder={t('perfectView.any')}
                clearable
                data={COMPANY_STATES.map((state) => ({
                  value: state,
                  label: t(`companies:state.${state}`),
                }))}
                value={strings(field.value)}
                onChange={field.onChange}
                error={error('states')}
                data-testid="perfect-view-states"
              />
            )}
          />
          <Controller
            control={form.control}
            name="min_review_average"
            render={({ field }) => (
              <NumberInput
                label={t('perfectView.form.minReviewAverage')}
                description={t('perfectView.form.minReviewAverageHint')}
                min={0}
                max={REVIEW_AVERAGE_MAX}
                step={0.5}
                decimalScale={1}
                decimalSeparator=","
                value={
                  typeof field.value === 'number' || typeof field.value === 'string'
                    ? field.value
                    : ''
                }
                onChange={(value) => field.onChange(value === '' ? null : value)}
                error={error('min_review_average')}
                data-testid="perfect-view-min-review"
              />
            )}
          />
          <Controller
            control={form.control}
            name="account_manager"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('perfectView.form.accountManager')}
                </Text>
                <SegmentedControl
                  data={ACCOUNT_MANAGER_SCOPES.map((scope) => ({
                    value: scope,
                    label: t(`perfectView.accountManager.${scope}`),
                  }))}
                  value={field.value ?? 'any'}
                  onChange={field.onChange}
                  data-testid="perfect-view-account-manager"
                />
                {error('account_manager') && (
                  <Text size="xs" c="red">
                    {error('account_manager')}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('perfectView.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid="perfect-view-save">
              {t('perfectView.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
