import type { Resolvers } from '../generated/resolvers';
import { errorCode } from '../rest/rest-error';
import { fullName, itemsOf } from './mappers';
import { roleNames, type RestUser } from './rest-types';

/** The User type (from the REST user) and the queries that read users. */
export const userResolvers = {
  User: {
    id: (user) => user.id,
    email: (user) => user.email,
    givenName: (user) => user.given_name ?? '',
    familyName: (user) => user.family_name ?? '',
    fullName: (user) => fullName(user),
    gender: (user) => user.gender,
    enabled: (user) => user.enabled,
    optOut: (user) => user.opt_out ?? false,
    photo: (user) => user.photo,
    roles: (user) => roleNames(user),
    isInternalPartner: (user) => user.internal_partner ?? false,
    version: (user) => user.version,
  },
  Query: {
    user: (_parent, { id }, { loaders }) => loaders.userById.load(id),
    userByEmail: async (_parent, { email }, { rest }) => {
      try {
        const found = await rest.typed.get(`/user/${encodeURIComponent(email.trim())}`);
        return {
          email: found.email,
          givenName: found.given_name ?? '',
          familyName: found.family_name ?? '',
          gender: found.gender ?? null,
        };
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    employees: async (_parent, _args, { rest, loaders }) => {
      // Untyped: the api's Employee rows lack the enabled, photo and version the User type reads.
      const users = itemsOf(await rest.get<{ items?: RestUser[] } | RestUser[]>('/user/employee'));
      for (const user of users) loaders.userById.prime(user.id, user);
      return users;
    },
  },
} satisfies Resolvers;
