import { snakeFields } from '../rest/snake-fields';
import type { DomainEventRecord } from './domain-event';
import type { Resolvers } from '../generated/resolvers';

/** DomainEvent from the outbox row. */
export const eventsResolvers = [
  {
    DomainEvent: {
      ...snakeFields<DomainEventRecord>()('company_id', 'user_id', 'created_at'),
      id: (event) => event.id,
      type: (event) => event.type,
      payload: (event) => event.payload ?? {},
    },
  },
] as const satisfies readonly Resolvers[];
