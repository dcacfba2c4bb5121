import { Button, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import {
  LeadGeneratorResendAllMailsDocument,
  LeadGeneratorResendMailDocument,
  LeadGeneratorUnsentMailsDocument,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { LeadGeneratorListCard } from '../components/lead-generator-list-card';

/**
 * Mails that did not go out, resent one by one or all at once. A resend that fails again
 * keeps its new reason on the mail, shown in the list.
 */
export function UnsentMailsList() {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(LeadGeneratorUnsentMailsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [resend, resending] = useMutation(LeadGeneratorResendMailDocument);
  const [resendAll, resendingAll] = useMutation(LeadGeneratorResendAllMailsDocument);
  const list = data?.unsentMails;

  const onResend = async (id: string) => {
    const answer = await resend({ variables: { id } }).catch(() => null);
    const mail = answer?.data?.resendMail;
    if (!mail) return;
    if (mail.sentAt) notifySuccess('MESSAGE.MAIL_SENT');
    else
      notifications.show({
        color: 'red',
        withCloseButton: false,
        message: t('leadGenerator.mails.failed'),
      });
    await refetch();
  };
  const onResendAll = async () => {
    const answer = await resendAll().catch(() => null);
    const result = answer?.data?.resendAllMails;
    if (!result) return;
    notifications.show({
      color: result.failed > 0 ? 'orange' : 'teal',
      withCloseButton: false,
      message: t('leadGenerator.mails.resentAll', { sent: result.sent, failed: result.failed }),
    });
    await refetch();
  };

  return (
    <LeadGeneratorListCard
      testId="list-unsent-mails"
      title={t('leadGenerator.mails.title')}
      empty={t('leadGenerator.mails.none')}
      columns={[
        t('leadGenerator.mails.written'),
        t('leadGenerator.mails.to'),
        t('leadGenerator.mails.subject'),
        t('leadGenerator.mails.error'),
        '',
      ]}
      total={list?.total ?? 0}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      action={
        (list?.total ?? 0) > 0 && (
          <Button
            size="xs"
            variant="light"
            loading={resendingAll.loading}
            onClick={() => void onResendAll()}
            data-testid="resend-all-mails"
          >
            {t('leadGenerator.mails.resendAll')}
          </Button>
        )
      }
      rows={(list?.items ?? []).map((mail) => (
        <Table.Tr key={mail.id} data-testid="unsent-mail-row">
          <Table.Td>
            <Text size="sm">{formatDateTime(mail.createdAt, i18n.language)}</Text>
          </Table.Td>
          <Table.Td>{mail.toAddress}</Table.Td>
          <Table.Td>{mail.subject}</Table.Td>
          <Table.Td>
            <Text size="xs" c="red.8" lineClamp={2} data-testid="unsent-mail-error">
              {mail.error ?? t('leadGenerator.mails.notTried')}
            </Text>
          </Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="subtle"
              loading={resending.loading}
              onClick={() => void onResend(mail.id)}
              data-testid="resend-mail"
            >
              {t('leadGenerator.mails.resend')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
