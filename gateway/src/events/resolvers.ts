import type { Resolvers } from '../generated/resolvers';

/** DomainEvent from the outbox row. */
export const eventsResolvers: Resolvers[] = [
  {
    DomainEvent: {
      id: (event) => event.id,
      type: (event) => event.type,
      companyId: (event) => event.company_id,
      userId: (event) => event.user_id,
      payload: (event) => event.payload ?? {},
      createdAt: (event) => event.created_at,
    },
  },
];
