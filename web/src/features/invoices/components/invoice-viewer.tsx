import { Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceDetailDocument, type InvoiceDetailFieldsFragment } from '../../../gql/graphql';
import { InvoiceSheet } from './invoice-sheet';

/** One invoice read by id and shown as a sheet (customers and partners; 404 reads as not found). */
export function InvoiceViewer({
  id,
  actions,
}: {
  id: string;
  actions?: (invoice: InvoiceDetailFieldsFragment) => ReactNode;
}) {
  const { t } = useTranslation('invoices');
  const { data, loading } = useQuery(InvoiceDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (data?.invoice)
    return <InvoiceSheet invoice={data.invoice} actions={actions?.(data.invoice)} />;
  return loading ? (
    <Center py="xl">
      <Loader />
    </Center>
  ) : (
    <Text c="dimmed">{t('detail.notFound')}</Text>
  );
}
