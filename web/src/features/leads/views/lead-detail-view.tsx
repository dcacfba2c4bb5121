import { useCallback } from 'react';
import { Anchor, Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LeadDetailDocument } from '../../../gql/graphql';
import { LeadActionButtons } from '../components/lead-action-buttons';
import { LeadAssignmentsTable } from '../components/lead-assignments-table';
import { LeadRequestCards } from '../components/lead-request-cards';
import { LeadStatusBadges } from '../components/lead-status-badges';
import { formatDateTime, fullName } from '../format';
import { useLeadActions } from '../hooks/use-lead-actions';
import { useLeadsLive } from '../hooks/use-leads-live';
import { leadUrls } from '../urls';

/** /lead-generator/lead/:leadId: the request, its flags, the companies that got it, the actions. */
export function LeadDetailView() {
  const { t, i18n } = useTranslation('leads');
  const { leadId = '' } = useParams();
  const { data, loading, refetch } = useQuery(LeadDetailDocument, { variables: { id: leadId } });
  const actions = useLeadActions(leadId);
  useLeadsLive(
    useCallback(() => {
      void refetch();
    }, [refetch]),
    leadId,
  );
  const lead = data?.lead;
  if (loading && !lead)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!lead) return <Text c="dimmed">{t('detail.notFound')}</Text>;
  return (
    <Stack>
      <Anchor component={Link} to={lead.onHold ? leadUrls.onHold() : leadUrls.list()} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group>
            <Title order={2}>
              {t('detail.title', { id: lead.id })}: {lead.product.name} –{' '}
              {fullName(lead.givenName, lead.familyName)}
            </Title>
            <LeadStatusBadges
              status={{
                onHold: lead.onHold,
                bad: lead.bad,
                duplicate: lead.duplicateOfId !== null && lead.duplicateOfId !== undefined,
                handled: lead.handled,
                stopMatching: lead.stopMatching,
                verified: lead.verified,
                mustCall: lead.mustCall,
                doNotCall: lead.doNotCall,
              }}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.created', { date: formatDateTime(lead.created, i18n.language) })} ·{' '}
            {t(`source.${lead.source}`, { defaultValue: lead.source })} ·{' '}
            <span data-testid="lead-remaining">
              {t('detail.remaining', { count: lead.remainingAssignments })}
            </span>
          </Text>
        </Stack>
        <LeadActionButtons
          onHold={lead.onHold}
          stopMatching={lead.stopMatching}
          handled={lead.handled}
          busy={actions.busy}
          onAction={(action) => void actions.perform(action)}
        />
      </Group>
      {lead.onHold && lead.holdReasons.length > 0 && (
        <Alert color="yellow" variant="light" data-testid="lead-hold-reasons">
          {t('detail.holdReasons', {
            reasons: lead.holdReasons
              .map((reason) => t(`holdReason.${reason}`, { defaultValue: reason }))
              .join(', '),
          })}
        </Alert>
      )}
      {lead.duplicateOfId && (
        <Alert color="gray" variant="light">
          <Anchor component={Link} to={leadUrls.detail(lead.duplicateOfId)}>
            {t('detail.duplicateOf', { id: lead.duplicateOfId })}
          </Anchor>
        </Alert>
      )}
      {lead.bad && lead.badReason && (
        <Alert color="red" variant="light">
          {t('detail.badReason', { reason: lead.badReason })}
        </Alert>
      )}
      <LeadRequestCards lead={lead} />
      <LeadAssignmentsTable
        rows={lead.assignments.map((assignment) => ({
          id: String(assignment.id),
          companyId: assignment.company ? String(assignment.company.id) : null,
          companyName: assignment.companyName,
          state: assignment.state,
          priceCents: assignment.priceCents,
          origin: assignment.origin,
          createdAt: assignment.createdAt,
        }))}
      />
    </Stack>
  );
}
