import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethodName } from '#domain/invoices/payment-methods';
import type { InvoiceDetailFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { InvoiceLinesTable } from './invoice-lines-table';
import { invoiceUrls } from '../urls';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { ClickoutSpecificationButtons } from './clickout-specification-buttons';

/** One invoice as a sheet: number and status, buyer, dates, lines and figures; `actions` beside the title. */
export function InvoiceSheet({
  invoice,
  actions,
}: {
  invoice: InvoiceDetailFieldsFragment;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('invoices');
  const buyer = invoice.buyer;
  const method = invoice.paymentMethod ? paymentMethodName(invoice.paymentMethod) : undefined;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>
            {t(invoice.kind === 'credit_note' ? 'detail.creditTitle' : 'detail.title', {
              number: invoice.number,
            })}
          </Title>
          <Group gap="xs">
            <InvoiceStatusBadge invoice={invoice} />
            {invoice.credited && <Text size="sm">{t('detail.credited')}</Text>}
            {invoice.correctsNumber && (
              <Text size="sm">{t('detail.corrects', { number: invoice.correctsNumber })}</Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component="a"
            href={invoiceUrls.pdf(invoice.id)}
            target="_blank"
            rel="noopener"
            variant="default"
            data-testid="invoice-pdf"
          >
            {t('detail.pdf')}
          </Button>
          <Button component="a" href={invoiceUrls.ubl(invoice.id)} variant="default" download>
            {t('detail.ubl')}
          </Button>
          <ClickoutSpecificationButtons invoiceId={invoice.id} />
          {actions}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" data-testid="invoice-buyer">
          <Text fw={600}>{buyer.name}</Text>
          {buyer.attention && <Text>{t('detail.attention', { name: buyer.attention })}</Text>}
          <Text>{`${buyer.street} ${buyer.houseNumber}`.trim()}</Text>
          <Text>{`${buyer.postalCode} ${buyer.city}`.trim()}</Text>
          {buyer.chamberOfCommerceNumber && (
            <Text size="sm" c="dimmed">
              {t('detail.kvk', { number: buyer.chamberOfCommerceNumber })}
            </Text>
          )}
          {buyer.email && (
            <Text size="sm" c="dimmed">
              {buyer.email}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={2} spacing="xs">
            <Text c="dimmed">{t('field.invoiceDate')}</Text>
            <Text>{formatDate(invoice.invoiceDate, i18n.language)}</Text>
            <Text c="dimmed">{t('field.dueDate')}</Text>
            <Text>{formatDate(invoice.dueDate, i18n.language)}</Text>
            <Text c="dimmed">{t('field.paymentMethod')}</Text>
            <Text>{method ? t(`method.${method}`) : '–'}</Text>
            <Text c="dimmed">{t('field.sentAt')}</Text>
            <Text>{invoice.sentAt ? formatDateTime(invoice.sentAt, i18n.language) : '–'}</Text>
            <Text c="dimmed">{t('field.paymentDate')}</Text>
            <Text>
              {invoice.paymentDate ? formatDateTime(invoice.paymentDate, i18n.language) : '–'}
            </Text>
          </SimpleGrid>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <InvoiceLinesTable lines={invoice.lines} figures={invoice} />
      </Paper>
    </Stack>
  );
}
