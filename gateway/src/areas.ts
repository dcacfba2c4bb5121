import { accountsResolvers } from './accounts/resolvers';
import { createAccountLoaders } from './accounts/loaders';
import { eventsResolvers } from './events/resolvers';
import type { Resolvers } from './generated/resolvers';
import type { RestClient } from './rest/rest-client';
import { scalarResolvers } from './schema/scalars';

/**
 * The business areas of the gateway. Adding an area: write schema/<area>.graphql,
 * then add its resolvers and its loaders below (its SDL is picked up by itself).
 */
export const areaResolvers: Resolvers[] = [
  scalarResolvers,
  ...accountsResolvers,
  ...eventsResolvers,
];

/** Every area's DataLoaders, built fresh for each GraphQL request. */
export function createLoaders(rest: RestClient) {
  return {
    ...createAccountLoaders(rest),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
