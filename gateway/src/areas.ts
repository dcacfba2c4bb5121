import { accountsResolvers } from './accounts/resolvers';
import { createAccountLoaders } from './accounts/loaders';
import { userFileRoutes } from './accounts/user-file-routes';
import { companiesResolvers } from './companies/resolvers';
import { createCompanyLoaders } from './companies/loaders';
import { companyFileRoutes } from './companies/file-routes';
import { eventsResolvers } from './events/resolvers';
import type { Resolvers } from './generated/resolvers';
import type { RestClient } from './rest/rest-client';
import type { RestPool } from './rest/rest-pool';
import { scalarResolvers } from './schema/scalars';
import type { FastifyInstance } from 'fastify';

/**
 * The business areas of the gateway. Adding an area: write schema/<area>.graphql,
 * then add its resolvers and its loaders below (its SDL is picked up by itself).
 */
export const areaResolvers: Resolvers[] = [
  scalarResolvers,
  ...accountsResolvers,
  ...eventsResolvers,
  ...companiesResolvers,
];

type AreaLoaders = ReturnType<typeof createAccountLoaders> &
  ReturnType<typeof createCompanyLoaders>;

/**
 * Every area's DataLoaders, fresh for each GraphQL request. An area's loaders are
 * built on first use: most requests need one area's, many none.
 */
export function createLoaders(rest: RestClient): AreaLoaders {
  let accounts: ReturnType<typeof createAccountLoaders> | undefined;
  let companies: ReturnType<typeof createCompanyLoaders> | undefined;
  const account = () => (accounts ??= createAccountLoaders(rest));
  const company = () => (companies ??= createCompanyLoaders(rest));
  return {
    get userById() {
      return account().userById;
    },
    get companyById() {
      return company().companyById;
    },
    get companyMembers() {
      return company().companyMembers;
    },
    get sepaMandate() {
      return company().sepaMandate;
    },
  };
}

export type Loaders = AreaLoaders;

/** Plain HTTP routes of the areas (downloads, uploads), registered beside /graphql. */
export const areaHttpRoutes: ((app: FastifyInstance, rest: RestPool) => Promise<void>)[] = [
  companyFileRoutes,
  userFileRoutes,
];
