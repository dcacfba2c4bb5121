import { Anchor, Button, Code, Group, Popover, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import {
  LeadGeneratorDeletePartnerRequestDocument,
  LeadGeneratorFailedPartnerRequestsDocument,
  LeadGeneratorRetryPartnerRequestDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { formatDateTime } from '../../../lib/format-date';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { LeadGeneratorListCard } from '../components/lead-generator-list-card';

/**
 * Partner lead API requests that failed: retried (the intake runs again with the stored
 * body) or deleted. A retry that fails again shows its new reason in the list.
 */
export function FailedPartnerRequestsList({ mayDelete }: { mayDelete: boolean }) {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(LeadGeneratorFailedPartnerRequestsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [retry, retrying] = useMutation(LeadGeneratorRetryPartnerRequestDocument);
  const [remove, removing] = useMutation(LeadGeneratorDeletePartnerRequestDocument);
  const list = data?.failedPartnerRequests;

  const onRetry = async (id: string) => {
    const answer = await retry({ variables: { id } }).catch(() => null);
    const failure = answer?.data?.retryPartnerRequest;
    if (!failure) return;
    if (failure.doneAt) notifySuccess('MESSAGE.CHANGES_SAVED');
    else
      notifications.show({
        color: 'red',
        withCloseButton: false,
        message: t('leadGeneratorWork.partnerRequests.failedAgain', {
          reason: messageText(failure.errorKey),
        }),
      });
    await refetch();
  };
  const onDelete = async (id: string, partner: string) => {
    const sure = await confirmAction({
      title: t('leadGeneratorWork.partnerRequests.deleteTitle'),
      text: t('leadGeneratorWork.partnerRequests.deleteText', { partner }),
      confirmLabel: t('leadGeneratorWork.partnerRequests.delete'),
    });
    if (!sure) return;
    const answer = await remove({ variables: { id } }).catch(() => null);
    if (!answer?.data) return;
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await refetch();
  };

  return (
    <LeadGeneratorListCard
      testId="list-partner-requests"
      title={t('leadGeneratorWork.partnerRequests.title')}
      empty={t('leadGeneratorWork.partnerRequests.none')}
      columns={[
        t('leadGenerator.when'),
        t('leadGeneratorWork.partnerRequests.partner'),
        t('leadGeneratorWork.partnerRequests.request'),
        t('leadGeneratorWork.partnerRequests.error'),
        '',
      ]}
      total={list?.total ?? 0}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((failure) => (
        <Table.Tr key={failure.id} data-testid="partner-request-row">
          <Table.Td>
            <Text size="sm">{formatDateTime(failure.createdAt, i18n.language)}</Text>
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/company/${failure.partnerCompanyId}`} size="sm">
              {failure.partnerName}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Popover width={420} position="bottom-start" withArrow shadow="md">
              <Popover.Target>
                <Anchor component="button" type="button" size="sm">
                  {failure.requestId ?? failure.endpoint}
                </Anchor>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="xs" c="dimmed">
                  POST {failure.endpoint}
                </Text>
                <Code block mah={300} style={{ overflow: 'auto' }}>
                  {JSON.stringify(failure.body, null, 2)}
                </Code>
              </Popover.Dropdown>
            </Popover>
          </Table.Td>
          <Table.Td>
            <Text size="xs" c="red.8" data-testid="partner-request-error">
              {failure.status} · {messageText(failure.errorKey)}
              {failure.errorFields
                ? ` (${Object.keys(failure.errorFields as Record<string, string>).join(', ')})`
                : ''}
            </Text>
            {failure.retryCount > 0 && (
              <Text size="xs" c="dimmed">
                {t('leadGeneratorWork.partnerRequests.retried', { count: failure.retryCount })}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="subtle"
                loading={retrying.loading}
                onClick={() => void onRetry(failure.id)}
                data-testid="retry-partner-request"
              >
                {t('leadGeneratorWork.partnerRequests.retry')}
              </Button>
              {mayDelete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={removing.loading}
                  onClick={() => void onDelete(failure.id, failure.partnerName)}
                  data-testid="delete-partner-request"
                >
                  {t('leadGeneratorWork.partnerRequests.delete')}
                </Button>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
