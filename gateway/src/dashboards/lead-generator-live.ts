import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';

/**
 * The outbox events that move a figure or a list on the lead managers' home: new and
 * assigned leads, claims, payments and balances (company.updated, invoices), companies
 * arriving, approved, deleted or changing state, failed partner requests, change requests,
 * reviews arriving or moderated, and deleted CMS pages (their links break).
 */
const MOVES_LEAD_GENERATOR_HOME = new Set([
  'lead.created',
  'lead.assigned',
  'claim.created',
  'claim.updated',
  'company.created',
  'company.updated',
  'company.deleted',
  'company.state_changed',
  'company.balance_low',
  'invoice.completed',
  'invoice.updated',
  'partner_request.failed',
  'company_change_request.created',
  'company_change_request.rejected',
  // The review approvals: a review arrives or is moderated; a broken link: a page is deleted.
  'review.received',
  'review.updated',
  'cms.page_deleted',
]);

export const movesLeadGeneratorHome = (event: DomainEventRecord) =>
  MOVES_LEAD_GENERATOR_HOME.has(event.type);

const afterId = (afterEventId: string | number | null | undefined) => {
  const after = afterEventId === null || afterEventId === undefined ? NaN : Number(afterEventId);
  return Number.isSafeInteger(after) ? after : null;
};

/** The lead managers' home follows the outbox (schema/dashboards-lead-generator-work.graphql). */
export const leadGeneratorLiveResolvers = {
  Subscription: {
    leadGeneratorDashboardChanged: {
      subscribe: (_parent, { afterEventId }, context) =>
        context.events.eventsSince('all', afterId(afterEventId), movesLeadGeneratorHome),
      resolve: (event: DomainEventRecord) => ({ eventId: event.id, type: event.type }),
    },
  },
} satisfies Resolvers;
