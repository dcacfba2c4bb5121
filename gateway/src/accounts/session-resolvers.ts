import type { Resolvers } from '../generated/resolvers';

/** Log in and out; the api's session cookie is relayed to the browser by the route. */
export const sessionResolvers = {
  Mutation: {
    login: async (_parent, { email, password, currentRole }, { rest, viewer }) => {
      const user = await rest.typed.post('/login_check/', { email, password });
      viewer.set(user);
      return { user, storedRole: currentRole ?? null };
    },
    logout: async (_parent, _args, { rest, viewer }) => {
      await rest.typed.post('/logout');
      viewer.set(null);
      return true;
    },
  },
} satisfies Resolvers;
