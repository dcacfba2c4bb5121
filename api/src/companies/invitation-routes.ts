import { z } from 'zod';
import { findUserById } from '../accounts';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { managedCompanyFor, parseId } from './company-access';
import {
  companyInvitationListSchema,
  invitationAnswerSchema,
  invitationJson,
  receivedInvitationListSchema,
} from './company-invitation.schema';
import {
  acceptInvitation,
  declineInvitation,
  openInvitationsOfCompany,
  openInvitationsOfUser,
} from './company-invitations';

const invitationParams = z.object({ id: z.string() });

/**
 * Invitations of existing accounts to a company: the company's managers see the open
 * ones, the invited account lists its own and accepts or declines them while logged in.
 */
export const invitationRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/invitation',
    {
      schema: {
        tags: ['companies'],
        summary: 'Open invitations of the company (staff and its main user)',
        params: z.object({ id: z.string() }),
        response: { 200: companyInvitationListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await managedCompanyFor(db, requireViewer(request), request.params.id);
      const items = (await openInvitationsOfCompany(db, company.id)).map(invitationJson);
      return { items, total: items.length };
    },
  );

  app.get(
    '/invitation',
    {
      schema: {
        tags: ['companies'],
        summary: "The viewer's own open invitations to companies",
        response: { 200: receivedInvitationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await openInvitationsOfUser(db, viewer.userId);
      const items = rows.map(({ invitation, companyName }) => ({
        ...invitationJson(invitation),
        company_name: companyName,
      }));
      return { items, total: items.length };
    },
  );

  app.post(
    '/invitation/:id/accept',
    {
      schema: {
        tags: ['companies'],
        summary:
          'The invited account accepts: it becomes a user of the company (404 for anyone else or an answered invitation, 400 MESSAGE.TOKEN_EXPIRED when it ran out)',
        params: invitationParams,
        response: { 200: invitationAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const user = await findUserById(db, viewer.userId);
      if (!user) throw new ApiError(401, 'MESSAGE.UNAUTHORIZED');
      const id = parseId(request.params.id);
      const companyId = await db.transaction((tx) => acceptInvitation(tx, user, id));
      return { message: 'MESSAGE.INVITATION_ACCEPTED', company_id: companyId };
    },
  );

  app.post(
    '/invitation/:id/decline',
    {
      schema: {
        tags: ['companies'],
        summary: 'The invited account declines: nothing is linked',
        params: invitationParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const id = parseId(request.params.id);
      await db.transaction((tx) => declineInvitation(tx, viewer.userId, id));
      return { message: 'MESSAGE.INVITATION_DECLINED' };
    },
  );
};
