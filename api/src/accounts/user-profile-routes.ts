import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { clearSessionCookie, requireViewer } from '../shared/session-guard';
import { errorResponses } from '../shared/responses';
import { userSaveSchema } from './schemas';
import { editableUser } from './user-profile-access';
import { saveProfile } from './user-profile-save';
import { userBodies } from './user-view';

const profileBody = z.object({
  version: z.number({ error: 'MESSAGE.DATA_OUTDATED' }).int(),
  email: z.unknown().optional(),
  given_name: z.unknown().optional(),
  family_name: z.unknown().optional(),
  gender: z.unknown().optional(),
  opt_out: z.unknown().optional(),
});

/** POST /user/{id}: save a profile (self, staff, or the main user of the user's company). */
export const userProfileRoutes: AreaPlugin = async (app, { db, config }) => {
  app.post(
    '/user/:id',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Save name, gender, e-mail and opt-out (optimistic locking with version). Changing the own e-mail ends every session of the user.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: profileBody,
        response: {
          200: userSaveSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id } = request.params;
      await editableUser(db, viewer, id);
      const saved = await db.transaction((tx) => saveProfile(tx, viewer, id, request.body));
      if (saved.loginAgain) clearSessionCookie(reply, config);
      const [user] = await userBodies(db, [saved.user]);
      return {
        message: saved.loginAgain ? 'MESSAGE.CHANGES_SAVED_LOGIN_AGAIN' : 'MESSAGE.CHANGES_SAVED',
        user: user!,
      };
    },
  );
};
