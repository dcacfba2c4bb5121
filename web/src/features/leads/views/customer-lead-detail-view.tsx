import { useCallback } from 'react';
import { Anchor, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AssignedLeadDetailDocument } from '../../../gql/graphql';
import { AssignedLeadStateBadge } from '../components/assigned-lead-state-badge';
import { CrmTaskForm } from '../components/crm-task-form';
import { LeadChatCard } from '../../chat';
import { ClaimLeadAction } from '../../claims';
import { CrmTaskList } from '../components/crm-task-list';
import { LeadRequestCards } from '../components/lead-request-cards';
import { PipelineControl } from '../components/pipeline-control';
import { toCrmTaskInput } from '../crm-task-form-values';
import { formatDateTime } from '../../../lib/format-date';
import { fullName } from '../../../lib/person-name';
import { useAssignedLeadActions } from '../hooks/use-assigned-lead-actions';
import { useAssignedLeadsLive } from '../hooks/use-assigned-leads-live';
import { leadUrls } from '../urls';

/** /customer/lead/:assignedLeadId: the request, the company's pipeline step and its CRM tasks. */
export function CustomerLeadDetailView() {
  const { t, i18n } = useTranslation('leads');
  const { assignedLeadId = '' } = useParams();
  const { data, loading, refetch } = useQuery(AssignedLeadDetailDocument, {
    variables: { id: assignedLeadId },
  });
  const actions = useAssignedLeadActions(assignedLeadId);
  const assigned = data?.assignedLead;
  useAssignedLeadsLive(
    assigned ? String(assigned.companyId) : null,
    useCallback(() => {
      void refetch();
    }, [refetch]),
    assignedLeadId,
  );
  if (loading && !assigned)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!assigned) return <Text c="dimmed">{t('customer.notFound')}</Text>;
  const tasks = [...assigned.crmTasks]
    .sort((a, b) => b.taskDate.localeCompare(a.taskDate) || Number(b.id) - Number(a.id))
    .map((task) => ({
      id: String(task.id),
      type: task.type,
      taskDate: task.taskDate,
      sendReminder: task.sendReminder,
      requestReview: task.requestReview,
      note: task.note ?? null,
    }));
  return (
    <Stack>
      <Anchor component={Link} to={leadUrls.customerList()} size="sm">
        {t('customer.back')}
      </Anchor>
      <Stack gap={4}>
        <Group>
          <Title order={2}>
            {t('customer.detailTitle', {
              product: assigned.lead.product.name,
              name: fullName(assigned.lead.givenName, assigned.lead.familyName),
            })}
          </Title>
          <AssignedLeadStateBadge state={assigned.state} />
          {assigned.allowClaim && assigned.state !== 'claimed' && (
            <ClaimLeadAction assignedLeadId={String(assigned.id)} />
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('detail.created', { date: formatDateTime(assigned.createdAt, i18n.language) })}
        </Text>
      </Stack>
      <PipelineControl
        state={assigned.state}
        busy={actions.busy.state}
        onChange={(state) => void actions.setState(state, assigned.version)}
      />
      <LeadRequestCards lead={assigned.lead} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CrmTaskList tasks={tasks} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CrmTaskForm
            submitting={actions.busy.task}
            onSubmit={(values) => actions.addTask(toCrmTaskInput(values))}
          />
        </Grid.Col>
      </Grid>
      <LeadChatCard assignedLeadId={String(assigned.id)} />
    </Stack>
  );
}
