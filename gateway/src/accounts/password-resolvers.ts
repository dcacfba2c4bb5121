import type { Resolvers } from '../generated/resolvers';

/** Password reset: request a mail, check its token, set the new password. */
export const passwordResolvers = {
  Query: {
    passwordResetToken: async (_parent, { token }, { rest }) => {
      const answer = await rest.typed.get(`/user/token/${encodeURIComponent(token)}`);
      return { token, email: answer.email };
    },
  },
  Mutation: {
    requestPasswordReset: async (_parent, { email }, { rest }) => {
      await rest.typed.post('/password/reset_token', { email });
      return true;
    },
    changePassword: async (_parent, { token, password, passwordRepeat }, { rest }) => {
      await rest.typed.post('/password/change', {
        token,
        password,
        password_repeat: passwordRepeat,
      });
      return true;
    },
  },
} satisfies Resolvers;
