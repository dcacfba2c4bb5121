import type { Resolvers } from '../generated/resolvers';
import type { RestClient } from '../rest/rest-client';
import type { createAccountLoaders } from './loaders';
import { itemsOf } from './mappers';
import type { RestUser } from './rest-types';

type AccountLoaders = ReturnType<typeof createAccountLoaders>;

function looksLikeUser(answer: unknown): answer is RestUser {
  return typeof answer === 'object' && answer !== null && 'email' in answer && 'id' in answer;
}

/** Changes a user's roles and answers the user as it is now. */
async function changeRole(
  rest: RestClient,
  loaders: AccountLoaders,
  method: 'PUT' | 'DELETE',
  userId: string,
  roleId: string,
): Promise<RestUser> {
  const path = `/user/${encodeURIComponent(userId)}/role/${encodeURIComponent(roleId)}` as const;
  const answer = await (method === 'PUT' ? rest.typed.put(path) : rest.typed.delete(path));
  if (looksLikeUser(answer)) return answer;
  loaders.userById.clear(userId);
  const user = await loaders.userById.load(userId);
  if (!user) throw new Error(`user ${userId} vanished after a role change`);
  return user;
}

/** Roles that can be granted, granting and removing them (manager only, see the SDL). */
export const roleResolvers = {
  Query: {
    roles: async (_parent, _args, { rest }) => itemsOf(await rest.typed.get('/user/role')),
  },
  Mutation: {
    grantRole: (_parent, { userId, roleId }, { rest, loaders }) =>
      changeRole(rest, loaders, 'PUT', userId, roleId),
    removeRole: (_parent, { userId, roleId }, { rest, loaders }) =>
      changeRole(rest, loaders, 'DELETE', userId, roleId),
  },
} satisfies Resolvers;
