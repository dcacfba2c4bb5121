import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses, messageSchema } from '../shared/responses';
import { clearSessionCookie, requireViewer } from '../shared/session-guard';
import { confirmEmailChange } from './email-change';

/** POST /user/email/confirm: the account confirms its new e-mail with the mailed link. */
export const emailChangeRoutes: AreaPlugin = async (app, { db, config }) => {
  app.post(
    '/user/email/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Confirms the own new e-mail with the token of the mailed link, logged in as that account (404 unknown, used or another account's; 400 MESSAGE.TOKEN_EXPIRED). Every session ends: MESSAGE.CHANGES_SAVED_LOGIN_AGAIN",
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await db.transaction((tx) => confirmEmailChange(tx, viewer.userId, request.body.token));
      clearSessionCookie(reply, config);
      return { message: 'MESSAGE.CHANGES_SAVED_LOGIN_AGAIN' };
    },
  );
};
