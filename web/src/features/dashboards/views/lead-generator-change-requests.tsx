import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import {
  LeadGeneratorAcceptChangeRequestDocument,
  LeadGeneratorOpenChangeRequestsDocument,
  LeadGeneratorRejectChangeRequestDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { LeadGeneratorListCard } from '../components/lead-generator-list-card';

type Values = Record<string, string | null>;

/**
 * Company users' requests to change the company's registration data: the value now and
 * the value asked for, accepted (saved over the company version read) or rejected (the
 * requester is told by mail).
 */
export function ChangeRequestsList() {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(LeadGeneratorOpenChangeRequestsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [accept, accepting] = useMutation(LeadGeneratorAcceptChangeRequestDocument);
  const [reject, rejecting] = useMutation(LeadGeneratorRejectChangeRequestDocument);
  const list = data?.openCompanyChangeRequests;

  const onAccept = async (id: string, companyVersion: number) => {
    const answer = await accept({ variables: { id, companyVersion } }).catch(() => null);
    // A conflict (the company moved on) is shown by the client; the list is read again.
    if (answer?.data) notifySuccess('MESSAGE.CHANGES_SAVED');
    await refetch();
  };
  const onReject = async (id: string, company: string) => {
    const sure = await confirmAction({
      title: t('leadGeneratorWork.changeRequests.rejectTitle'),
      text: t('leadGeneratorWork.changeRequests.rejectText', { company }),
      confirmLabel: t('leadGeneratorWork.changeRequests.reject'),
    });
    if (!sure) return;
    const answer = await reject({ variables: { id } }).catch(() => null);
    if (answer?.data) notifySuccess('MESSAGE.CHANGES_SAVED');
    await refetch();
  };

  return (
    <LeadGeneratorListCard
      testId="list-change-requests"
      title={t('leadGeneratorWork.changeRequests.title')}
      empty={t('leadGeneratorWork.changeRequests.none')}
      columns={[
        t('leadGenerator.when'),
        t('leadGenerator.company'),
        t('leadGeneratorWork.changeRequests.change'),
        '',
      ]}
      total={list?.total ?? 0}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((request) => {
        const changes = request.changes as Values;
        const current = request.currentValues as Values;
        return (
          <Table.Tr key={request.id} data-testid="change-request-row">
            <Table.Td>
              <Text size="sm">{formatDateTime(request.createdAt, i18n.language)}</Text>
              {request.requestedBy && (
                <Text size="xs" c="dimmed">
                  {request.requestedBy.fullName || request.requestedBy.email}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/company/${request.companyId}`} size="sm">
                {request.companyName}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {Object.entries(changes).map(([field, value]) => (
                  <Text size="sm" key={field} data-testid="change-request-change">
                    {t(`leadGeneratorWork.changeRequests.field.${field}`)}:{' '}
                    <Text span c="dimmed" td="line-through">
                      {current[field] || '—'}
                    </Text>{' '}
                    →{' '}
                    <Text span fw={600}>
                      {value || '—'}
                    </Text>
                  </Text>
                ))}
                {request.note && (
                  <Text size="xs" c="dimmed" fs="italic">
                    {request.note}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  loading={accepting.loading}
                  onClick={() => void onAccept(request.id, request.companyVersion)}
                  data-testid="accept-change-request"
                >
                  {t('leadGeneratorWork.changeRequests.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={rejecting.loading}
                  onClick={() => void onReject(request.id, request.companyName)}
                  data-testid="reject-change-request"
                >
                  {t('leadGeneratorWork.changeRequests.reject')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    />
  );
}
