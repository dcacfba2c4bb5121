import type { Resolvers } from '../generated/resolvers';
import { CompanyPermissions } from './company-permissions';
import type { RestCompanyInvitation } from './rest-types';

const companyInvitation = (row: RestCompanyInvitation) => ({
  id: String(row.id),
  companyId: String(row.company_id),
  email: row.email,
  admin: row.admin,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** Invitations of existing accounts: the company's open ones, the viewer's own, accept and decline. */
export const invitationResolvers = {
  Company: {
    invitations: async (c, _args, context) => {
      // Only those who manage the company see them; the api refuses the others.
      if (!new CompanyPermissions(await context.viewer.current()).canEdit(c)) return [];
      const answer = await context.rest.typed.get(`/company/${c.id}/invitation`);
      return answer.items.map(companyInvitation);
    },
  },
  Query: {
    receivedInvitations: async (_parent, _args, { rest }) => {
      const answer = await rest.typed.get('/invitation');
      return answer.items.map((row) => ({
        id: String(row.id),
        companyId: String(row.company_id),
        companyName: row.company_name,
        admin: row.admin,
        expiresAt: row.expires_at,
      }));
    },
  },
  Mutation: {
    acceptInvitation: async (_parent, { id }, { rest }) => {
      await rest.typed.post(`/invitation/${encodeURIComponent(id)}/accept`, {});
      return true;
    },
    declineInvitation: async (_parent, { id }, { rest }) => {
      await rest.typed.post(`/invitation/${encodeURIComponent(id)}/decline`, {});
      return true;
    },
  },
} satisfies Resolvers;
