import type { GatewayContext } from '../context';
import { numericId } from '../rest/numeric-id';
import type { DomainEventRecord } from '../events/domain-event';
import { forgetLoaded } from '../events/forget-loaded';
import type { Resolvers } from '../generated/resolvers';
import { errorCode } from '../rest/rest-error';
import type { AssignedLeadChangeSource, RestAssignedLead } from './rest-types';
import { afterId } from '../events/after-event-id';

const ASSIGNED_LEAD_EVENTS = new Set(['lead.assigned', 'assigned_lead.updated']);
const isLeadEvent = (event: DomainEventRecord) =>
  event.type.startsWith('lead.') || event.type.startsWith('assigned_lead.');

async function refetch(context: GatewayContext, id: unknown): Promise<RestAssignedLead | null> {
  try {
    return await context.rest.typed.get(`/assigned_lead/${Number(id)}`);
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'FORBIDDEN') return null;
    throw error;
  }
}

/** New leads and pipeline moves live, from the api's outbox. */
export const leadSubscriptionResolvers = {
  Subscription: {
    assignedLeadsChanged: {
      subscribe: async (_parent, { companyId, afterEventId }, context) => {
        const id = numericId(companyId);
        // The api decides who may follow the company's leads (404/403 otherwise).
        await context.rest.typed.get('/assigned_lead', { company: id, itemsPerPage: 1 });
        return context.events.eventsSince(`company:${id}`, afterId(afterEventId), (event) =>
          ASSIGNED_LEAD_EVENTS.has(event.type),
        );
      },
      resolve: async (
        event: DomainEventRecord,
        _args: unknown,
        context: GatewayContext,
      ): Promise<AssignedLeadChangeSource> => {
        forgetLoaded(context);
        return { event, assignedLead: await refetch(context, event.payload.assigned_lead_id) };
      },
    },
    leadsChanged: {
      subscribe: (_parent, { afterEventId }, context) =>
        context.events.eventsSince('all', afterId(afterEventId), isLeadEvent),
      resolve: (event: DomainEventRecord) => event,
    },
  },
} satisfies Resolvers;
