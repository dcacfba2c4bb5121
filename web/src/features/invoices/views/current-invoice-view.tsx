import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CompleteInvoiceDocument, CurrentInvoiceDocument } from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { InvoiceLinesTable } from '../components/invoice-lines-table';
import { invoiceUrls } from '../urls';

/**
 * /invoice/unsent/company/:companyId (staff): what the company's next invoice bills,
 * line by line, and completing it (finance, after confirmation), which numbers it and
 * puts it on the send list.
 */
export function CurrentInvoiceView() {
  const { t } = useTranslation('invoices');
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useQuery(CurrentInvoiceDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const [complete, completing] = useMutation(CompleteInvoiceDocument);
  const current = data?.currentInvoice;

  async function completeIt() {
    const sure = await confirmAction({
      title: t('current.complete'),
      text: t('current.completeConfirm'),
      confirmLabel: t('current.complete'),
    });
    if (!sure) return;
    try {
      const answer = await complete({ variables: { companyId } });
      notifySuccess('MESSAGE.INVOICE_COMPLETED');
      await navigate(invoiceUrls.detail(answer.data!.completeInvoice.id));
    } catch {
      // The error notice says why (nothing to bill …).
    }
  }

  if (!current)
    return loading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('current.title')}</Title>
        <Group>
          <Anchor component={Link} to={invoiceUrls.extra(companyId)}>
            {t('current.extra')}
          </Anchor>
          <Anchor component={Link} to={invoiceUrls.company(companyId)}>
            {t('extra.back')}
          </Anchor>
        </Group>
      </Group>
      <Text c="dimmed">{t('current.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        {current.lines.length === 0 ? (
          <Text c="dimmed">{t('current.empty')}</Text>
        ) : (
          <InvoiceLinesTable lines={current.lines} figures={current} />
        )}
      </Paper>
      <Group justify="flex-end">
        <Button
          disabled={current.lines.length === 0}
          loading={completing.loading}
          onClick={() => void completeIt()}
        >
          {t('current.complete')}
        </Button>
      </Group>
    </Stack>
  );
}
