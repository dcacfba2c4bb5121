import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { createMailer } from '../mail';
import { requireViewer } from '../shared/session-guard';
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

/** POST /user/{id}: save a profile (the account itself, or staff). */
export const userProfileRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);

  app.post(
    '/user/:id',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Save name, gender, e-mail and opt-out (optimistic locking with version); the account itself or staff. A new own e-mail is mailed a confirmation link (MESSAGE.EMAIL_CONFIRMATION_SENT) and changes when confirmed; another account's e-mail only the manager changes (403 otherwise).",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: profileBody,
        response: {
          200: userSaveSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id } = request.params;
      await editableUser(db, viewer, id);
      const { saved, deliveries } = await db.transaction(async (tx) => {
        const result = await saveProfile(tx, viewer, id, request.body, config.publicUrl);
        const queued = await Promise.all(result.mails.map((mail) => mailer.queue(tx, mail)));
        return { saved: result, deliveries: queued };
      });
      for (const deliver of deliveries)
        void deliver().catch((error: unknown) =>
          request.log.error({ err: error }, 'mail delivery failed'),
        );
      const [user] = await userBodies(db, [saved.user]);
      return {
        message: saved.emailPending ? 'MESSAGE.EMAIL_CONFIRMATION_SENT' : 'MESSAGE.CHANGES_SAVED',
        user: user!,
      };
    },
  );
};
