import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CAMPAIGN_NAME_MAX } from '#domain/marketing/campaign';
import { UTM_VALUE_MAX } from '#domain/marketing/lead-tracking';
import { MESSAGE } from '#domain/shared/messages';
import { isCalendarDate } from '#domain/shared/validators/calendar-date';
import { DateField } from '../../../lib/date-field';
import { messageText } from '../../../lib/message-text';

const day = z
  .string()
  .refine((value) => value === '' || isCalendarDate(value), MESSAGE.ENTER_VALID_DATE);

const schema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, MESSAGE.ENTER_NAME)
      .max(CAMPAIGN_NAME_MAX, MESSAGE.TEXT_TOO_LONG),
    utmCampaign: z
      .string()
      .trim()
      .min(1, MESSAGE.FIELD_REQUIRED)
      .max(UTM_VALUE_MAX, MESSAGE.TEXT_TOO_LONG),
    productId: z.string().nullable(),
    startDate: day,
    endDate: day,
    cost: z.number({ error: MESSAGE.FIELD_REQUIRED }).min(0, MESSAGE.VALUE_TOO_LOW),
    advertisingReturnOnAdSpend: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d+([.,]\d+)?$/.test(value), MESSAGE.ENTER_VALID_NUMBER),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: MESSAGE.VALUE_TOO_LOW,
  });
export type CampaignValues = z.infer<typeof schema>;

/** Adding or editing a campaign: name, utm_campaign, product, days, cost and the platform's ROAS. */
export function CampaignFormModal({
  opened,
  title,
  initial,
  products,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  initial: CampaignValues;
  products: { value: string; label: string }[];
  onClose: () => void;
  onSubmit: (values: CampaignValues, setError: UseFormSetError<CampaignValues>) => Promise<void>;
}) {
  const { t } = useTranslation('marketing');
  const form = useForm<CampaignValues>({ resolver: zodResolver(schema), values: initial });
  const { errors, isSubmitting } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form
        noValidate
        data-testid="campaign-form"
        onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      >
        <Stack>
          <TextInput
            label={t('campaigns.form.name')}
            required
            {...form.register('name')}
            error={error(errors.name?.message)}
          />
          <TextInput
            label={t('campaigns.form.utmCampaign')}
            description={t('campaigns.form.utmCampaignHint')}
            required
            {...form.register('utmCampaign')}
            error={error(errors.utmCampaign?.message)}
          />
          <Controller
            control={form.control}
            name="productId"
            render={({ field }) => (
              <Select
                label={t('campaigns.form.product')}
                description={t('campaigns.form.productHint')}
                placeholder={t('campaigns.allProducts')}
                clearable
                searchable
                data={products}
                value={field.value}
                onChange={field.onChange}
                error={error(errors.productId?.message)}
              />
            )}
          />
          <Group grow>
            <Controller
              control={form.control}
              name="startDate"
              render={({ field }) => (
                <DateField
                  label={t('campaigns.form.startDate')}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(errors.startDate?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="endDate"
              render={({ field }) => (
                <DateField
                  label={t('campaigns.form.endDate')}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(errors.endDate?.message)}
                />
              )}
            />
          </Group>
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="cost"
              render={({ field }) => (
                <NumberInput
                  label={t('campaigns.form.cost')}
                  required
                  min={0}
                  decimalScale={2}
                  decimalSeparator=","
                  thousandSeparator="."
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  error={error(errors.cost?.message)}
                />
              )}
            />
            <TextInput
              label={t('campaigns.form.roas')}
              description={t('campaigns.form.roasHint')}
              {...form.register('advertisingReturnOnAdSpend')}
              error={error(errors.advertisingReturnOnAdSpend?.message)}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('campaigns.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('campaigns.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
