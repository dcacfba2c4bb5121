import type { Resolvers } from '../generated/resolvers';
import { itemsOf } from './mappers';
import { photoUrlOf } from './rest-types';

type ProfileBody = Record<string, unknown> & { version: number };

/** camelCase input -> the api's snake_case body; fields left out stay out. */
function profileBody(version: number, input: Record<string, unknown>): ProfileBody {
  const body: ProfileBody = { version };
  const names: Record<string, string> = {
    email: 'email',
    givenName: 'given_name',
    familyName: 'family_name',
    gender: 'gender',
    optOut: 'opt_out',
  };
  for (const [field, restName] of Object.entries(names)) {
    if (input[field] !== undefined) body[restName] = input[field];
  }
  return body;
}

/** Profile save, the user list of the user-role screen and photo addresses. */
export const userProfileResolvers = {
  User: {
    photoUrl: (user) => photoUrlOf(user),
  },
  Viewer: {
    photoUrl: ({ user }) => photoUrlOf(user),
  },
  Query: {
    users: async (_parent, { search, page, itemsPerPage }, { rest, loaders }) => {
      const answer = await rest.typed.get('/user', {
        search: search?.trim() || undefined,
        page: page ?? undefined,
        itemsPerPage: itemsPerPage ?? undefined,
      });
      const items = itemsOf(answer);
      for (const user of items) loaders.userById.prime(user.id, user);
      return { items, total: answer.total ?? items.length };
    },
  },
  Mutation: {
    updateUser: async (_parent, { id, version, input }, { rest, loaders }) => {
      const answer = await rest.typed.post(
        `/user/${encodeURIComponent(id)}`,
        profileBody(version, input),
      );
      loaders.userById.clear(id).prime(id, answer.user);
      return { user: answer.user, messageKey: answer.message };
    },
    confirmEmailChange: async (_parent, { token }, { rest }) => {
      const answer = await rest.typed.post('/user/email/confirm', { token });
      return answer.message;
    },
  },
} satisfies Resolvers;
