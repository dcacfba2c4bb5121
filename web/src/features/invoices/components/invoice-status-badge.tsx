import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status in its colour (warnings and collection red, unsent and unpaid orange, paid green). */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: { statusLabel: string; statusColour: string };
}) {
  const { t } = useTranslation('invoices');
  return (
    <Badge color={invoice.statusColour} variant="light" data-testid="invoice-status">
      {t(`status.${invoice.statusLabel}`)}
    </Badge>
  );
}
