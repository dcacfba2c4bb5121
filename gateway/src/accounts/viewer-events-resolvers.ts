import type { Resolvers } from '../generated/resolvers';
import type { DomainEventRecord } from '../events/domain-event';
import { gatewayError } from '../rest/rest-error';

/** Live events about the viewer's own account (the outbox rows carrying the viewer's user id). */
export const viewerEventsResolvers = {
  Subscription: {
    viewerEvents: {
      subscribe: async (_parent, { afterId }, { viewer, events }) => {
        const user = await viewer.current();
        if (!user) throw gatewayError('UNAUTHENTICATED', 'MESSAGE.NOT_LOGGED_IN');
        const after = afterId === null || afterId === undefined ? null : Number(afterId);
        return events.eventsSince(`user:${user.id}`, Number.isFinite(after) ? after : null);
      },
      resolve: (event: DomainEventRecord) => event,
    },
  },
} satisfies Resolvers;
