import { lazy, Suspense, useCallback, useState } from 'react';
import { Anchor, Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  AskReviewDocument,
  BadLeadReasonsDocument,
  LeadDetailDocument,
} from '../../../gql/graphql';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { BadLeadModal } from '../components/bad-lead-modal';
import { LeadActionButtons } from '../components/lead-action-buttons';
import { ChatHistoryModal } from '../../chat';
import { LeadAssignmentsTable, type LeadAssignmentRow } from '../components/lead-assignments-table';
import { LeadAttachmentsCard } from '../components/lead-attachments-card';
import { LeadContactCard } from '../components/lead-contact-card';
import { LeadNotesCard } from '../components/lead-notes-card';
import { LeadRequestCards } from '../components/lead-request-cards';
import { LeadStatusBadges } from '../components/lead-status-badges';
import { SameConsumerLeads } from '../components/same-consumer-leads';
import { formatDateTime } from '../../../lib/format-date';
import { fullName } from '../../../lib/person-name';
import { useLeadActions } from '../hooks/use-lead-actions';
import { useLeadExtras } from '../hooks/use-lead-extras';
import { useLeadsLive } from '../hooks/use-leads-live';
import { leadUrls } from '../urls';
import { StaffLeadAddView } from './lead-add-view';

// The map (Leaflet and its CSS) comes with the modal only.
const MatchModal = lazy(() =>
  import('../components/match-modal').then((module) => ({ default: module.MatchModal })),
);

/** /lead-generator/lead/:leadId; with leadId 'new' (and ?new={discr}) the add form. */
export function LeadDetailRoute() {
  const { leadId = '' } = useParams();
  return leadId === 'new' ? <StaffLeadAddView /> : <LeadDetailView key={leadId} leadId={leadId} />;
}

/** The request, its flags, the companies that got it, notes, files and the actions. */
export function LeadDetailView({ leadId }: { leadId: string }) {
  const { t, i18n } = useTranslation('leads');
  const { data, loading, refetch } = useQuery(LeadDetailDocument, { variables: { id: leadId } });
  const actions = useLeadActions(leadId);
  const extras = useLeadExtras(leadId, refetch);
  const [badOpen, setBadOpen] = useState(false);
  // Staff ask the consumer for a review of one company's work (reviews area).
  const [askReview] = useMutation(AskReviewDocument);
  const [matchOpen, setMatchOpen] = useState(false);
  const [chatOf, setChatOf] = useState<LeadAssignmentRow | null>(null);
  const reasons = useQuery(BadLeadReasonsDocument, { skip: !badOpen });
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
      <Group justify="space-between">
        <Anchor component={Link} to={lead.onHold ? leadUrls.onHold() : leadUrls.list()} size="sm">
          {t('detail.back')}
        </Anchor>
        <Group gap="xs">
          <Button
            component={Link}
            to={lead.previousLeadId ? leadUrls.detail(lead.previousLeadId) : '#'}
            variant="default"
            size="xs"
            disabled={!lead.previousLeadId}
          >
            {t('detail.previous')}
          </Button>
          <Button
            component={Link}
            to={lead.nextLeadId ? leadUrls.detail(lead.nextLeadId) : '#'}
            variant="default"
            size="xs"
            disabled={!lead.nextLeadId}
          >
            {t('detail.next')}
          </Button>
        </Group>
      </Group>
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
          {(lead.utmSource || lead.utmMedium || lead.utmCampaign || lead.sourceDomain) && (
            <Text size="sm" c="dimmed" data-testid="lead-tracking">
              {[
                lead.sourceDomain &&
                  t('detail.tracking.sourceDomain', { value: lead.sourceDomain }),
                lead.utmSource && t('detail.tracking.utmSource', { value: lead.utmSource }),
                lead.utmMedium && t('detail.tracking.utmMedium', { value: lead.utmMedium }),
                lead.utmCampaign && t('detail.tracking.utmCampaign', { value: lead.utmCampaign }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
        <LeadActionButtons
          onHold={lead.onHold}
          stopMatching={lead.stopMatching}
          handled={lead.handled}
          bad={lead.bad}
          busy={actions.busy}
          onAction={(action) => void actions.perform(action)}
          onMatch={() => setMatchOpen(true)}
          onMarkBad={() => setBadOpen(true)}
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
        <Alert color="red" variant="light" data-testid="lead-bad-reason">
          {t('detail.badReason', {
            reason: t(`badReason.${lead.badReason}`, { defaultValue: lead.badReason }),
          })}
        </Alert>
      )}
      <LeadRequestCards lead={lead} />
      <LeadAssignmentsTable
        onAskReview={(assignedLeadId) =>
          void askReview({ variables: { assignedLeadId } })
            .then((answer) => notifySuccess(answer.data?.askReview ?? 'MESSAGE.MAIL_SENT'))
            .catch(() => undefined)
        }
        rows={lead.assignments.map((assignment) => ({
          id: String(assignment.id),
          companyId: assignment.company ? String(assignment.company.id) : null,
          companyName: assignment.companyName,
          state: assignment.state,
          priceCents: assignment.priceCents,
          origin: assignment.origin,
          createdAt: assignment.createdAt,
        }))}
        onChatHistory={setChatOf}
      />
      <ChatHistoryModal
        assignedLeadId={chatOf?.id ?? null}
        companyName={chatOf?.companyName ?? ''}
        onClose={() => setChatOf(null)}
      />
      <LeadContactCard
        mustCall={lead.mustCall}
        doNotCall={lead.doNotCall}
        feedbackRequestedOn={lead.feedbackRequestedOn ?? null}
        phoneNumberRequestedOn={lead.phoneNumberRequestedOn ?? null}
        hasAssignments={lead.assignments.length > 0}
        busy={actions.busy}
        onAction={(action) => void actions.perform(action)}
      />
      <LeadNotesCard
        notes={lead.notes.map(noteRow)}
        callNotes={lead.callNotes.map(noteRow)}
        busy={extras.addingNote}
        onAdd={extras.addNote}
      />
      <LeadAttachmentsCard
        rows={lead.attachments.map((attachment) => ({
          id: String(attachment.id),
          fileName: attachment.fileName,
          size: attachment.size,
          createdAt: attachment.createdAt,
          url: attachment.url,
        }))}
        uploading={extras.uploading}
        onUpload={(file) => void extras.upload(file)}
        onReject={() => notifyError('MESSAGE.FILE_TYPE_NOT_SUPPORTED')}
        onDelete={(row) => void extras.deleteAttachment(row)}
      />
      <SameConsumerLeads
        rows={lead.sameConsumerLeads.map((other) => ({
          id: String(other.id),
          created: other.created,
          productName: other.product.name,
          bad: other.bad,
        }))}
      />
      <BadLeadModal
        opened={badOpen}
        reasons={reasons.data?.badLeadReasons ?? []}
        busy={extras.markingBad}
        onClose={() => setBadOpen(false)}
        onConfirm={(reason) =>
          void extras.markBad(reason).then((done) => done && setBadOpen(false))
        }
      />
      {matchOpen && (
        <Suspense fallback={null}>
          <MatchModal leadId={leadId} onClose={() => setMatchOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function noteRow(note: {
  id: string | number;
  text: string;
  author?: string | null;
  createdAt: string;
}) {
  return {
    id: String(note.id),
    text: note.text,
    author: note.author ?? null,
    createdAt: note.createdAt,
  };
}
