import { Button, Menu } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { InvoiceClickoutsDocument } from '../../../gql/graphql';
import { invoiceUrls } from '../urls';

/**
 * The click-out specification of a comparison shop's invoice, as CSV or PDF: every
 * click-out the invoice billed. Shown only on invoices that billed click-outs.
 */
export function ClickoutSpecificationButtons({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('invoices');
  const { data } = useQuery(InvoiceClickoutsDocument, { variables: { id: invoiceId } });
  const count = data?.invoiceClickouts.total ?? 0;
  if (count === 0) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" data-testid="invoice-clickouts">
          {t('detail.clickouts', { count })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={invoiceUrls.clickouts(invoiceId, 'pdf')}
          target="_blank"
          rel="noopener"
        >
          {t('detail.clickoutsPdf')}
        </Menu.Item>
        <Menu.Item component="a" href={invoiceUrls.clickouts(invoiceId, 'csv')} download>
          {t('detail.clickoutsCsv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
