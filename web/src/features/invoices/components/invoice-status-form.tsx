import { Button, Group, Paper, Select, Switch, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { UpdateInvoiceDocument, type InvoiceDetailFieldsFragment } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';

const statusFormSchema = z.object({
  status: z.string().min(1),
  paymentMethod: z.string(),
  bookInternal: z.boolean(),
  sendEmail: z.boolean(),
});
type StatusFormValues = z.infer<typeof statusFormSchema>;

/**
 * Finance books what happened to an invoice: its status (paid, a warning …), how it
 * was paid, and the book-internal and send-e-mail flags. Paid without a date takes
 * now, or the due date for direct debit (the api decides).
 */
export function InvoiceStatusForm({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const { t } = useTranslation('invoices');
  const [update, updating] = useMutation(UpdateInvoiceDocument);
  const form = useForm<StatusFormValues>({
    resolver: zodResolver(statusFormSchema),
    values: {
      status: String(invoice.status),
      paymentMethod: invoice.paymentMethod ? String(invoice.paymentMethod) : '',
      bookInternal: invoice.bookInternal,
      sendEmail: invoice.sendEmail,
    },
  });

  async function save(values: StatusFormValues) {
    try {
      await update({
        variables: {
          id: invoice.id,
          input: {
            status: Number(values.status),
            paymentMethod: values.paymentMethod ? Number(values.paymentMethod) : null,
            bookInternal: values.bookInternal,
            sendEmail: values.sendEmail,
            version: invoice.version,
          },
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why (changed meanwhile …).
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="invoice-status-form">
      <form onSubmit={form.handleSubmit((values) => void save(values))} noValidate>
        <Title order={4} mb="sm">
          {t('statusForm.title')}
        </Title>
        <Group align="end" wrap="wrap">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('field.status')}
                allowDeselect={false}
                w={220}
                data={Object.entries(INVOICE_STATUSES).map(([name, code]) => ({
                  value: String(code),
                  label: t(`status.${name}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="paymentMethod"
            render={({ field }) => (
              <Select
                label={t('field.paymentMethod')}
                clearable
                w={220}
                data={Object.entries(PAYMENT_METHODS).map(([name, code]) => ({
                  value: String(code),
                  label: t(`method.${name}`),
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
              />
            )}
          />
          <Switch label={t('field.bookInternal')} mb={8} {...form.register('bookInternal')} />
          <Switch label={t('field.sendEmail')} mb={8} {...form.register('sendEmail')} />
          <Button type="submit" loading={updating.loading}>
            {t('statusForm.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
