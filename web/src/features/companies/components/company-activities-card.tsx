import { Group, Pagination, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ACTIVITIES_PAGE_SIZE } from '#domain/dashboards/company-stats-rules';
import { CompanyActivityPageDocument } from '../../../gql/graphql';
import { CompanyEventTimeline } from './company-event-timeline';

/**
 * The company's activities (its event log), newest first, 5 a page. `changeKey` changes
 * whenever the screen learns of a change (its live refetch): the shown page is read again.
 */
export function CompanyActivitiesCard({
  companyId,
  changeKey,
}: {
  companyId: string;
  changeKey: string;
}) {
  const { t } = useTranslation('company-stats');
  const [page, setPage] = useState(1);
  const { data, refetch } = useQuery(CompanyActivityPageDocument, {
    variables: { id: companyId, page },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    void refetch();
  }, [changeKey, refetch]);
  const events = data?.company?.events;
  const total = events?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMPANY_ACTIVITIES_PAGE_SIZE));
  return (
    <CompanyEventTimeline
      total={total}
      events={(events?.items ?? []).map((event) => ({
        id: String(event.id),
        type: event.type,
        data: event.data,
        createdAt: event.createdAt,
        userName: event.user?.fullName ?? null,
      }))}
      footer={
        pages > 1 && (
          <Group justify="space-between" data-testid="company-activities-paging">
            <Text size="xs" c="dimmed">
              {t('activities.page', { page, pages })}
            </Text>
            <Pagination size="sm" total={pages} value={page} onChange={setPage} />
          </Group>
        )
      }
    />
  );
}
