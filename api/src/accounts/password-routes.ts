import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { isStrongPassword } from '#domain/shared/validators/password';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer, SESSION_COOKIE } from '../shared/session-guard';
import { verifyPassword } from './password-hash';
import {
  requestPasswordReset,
  resetPasswordWithToken,
  storePassword,
  userForResetToken,
} from './password-reset';
import { errorResponses, messageSchema } from '../shared/responses';
import { sessions } from './session.table';
import { hashToken } from './session-token';
import { findUserById } from './users';

const changeBody = z.object({
  token: z.string().min(1).optional(),
  current_password: z.string().optional(),
  password: z.string({ error: 'MESSAGE.ENTER_PASSWORD' }).min(1, 'MESSAGE.ENTER_PASSWORD'),
  password_repeat: z.string().optional(),
});

/** The new password must follow the rule and match its repeat (when sent; required with a token). */
function checkNewPassword(password: string, repeat: string | undefined, repeatRequired: boolean) {
  if (!isStrongPassword(password))
    throw new ApiError(400, 'MESSAGE.PASSWORD_WEAK', { password: 'MESSAGE.PASSWORD_WEAK' });
  if (repeatRequired && !repeat) {
    throw new ApiError(400, 'MESSAGE.ENTER_PASSWORD_AGAIN', {
      password_repeat: 'MESSAGE.ENTER_PASSWORD_AGAIN',
    });
  }
  if (repeat !== undefined && repeat !== password) {
    throw new ApiError(400, 'MESSAGE.PASSWORDS_DO_NOT_MATCH', {
      password_repeat: 'MESSAGE.PASSWORDS_DO_NOT_MATCH',
    });
  }
}

/** Password reset by e-mail link, and password change by a logged-in user. */
export const passwordRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);

  app.post(
    '/password/reset_token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a reset link; always answers MESSAGE.EMAIL_SENT (known or not)',
        body: z.object({ email: requiredEmailSchema() }),
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const deliver = await requestPasswordReset(db, mailer, config, request.body.email);
      // SMTP after the answer: its duration must not tell whether the address exists.
      if (deliver)
        setImmediate(
          () =>
            void deliver().catch((error) => request.log.error({ err: error }, 'reset mail failed')),
        );
      return { message: 'MESSAGE.EMAIL_SENT' };
    },
  );

  app.get(
    '/user/token/:token',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'The user a reset token belongs to (404 unknown, 400 expired or used: MESSAGE.TOKEN_EXPIRED)',
        params: z.object({ token: z.string().min(1) }),
        response: {
          200: z.object({ email: z.string(), given_name: z.string(), family_name: z.string() }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const user = await userForResetToken(db, request.params.token);
      return { email: user.email, given_name: user.givenName, family_name: user.familyName };
    },
  );

  app.post(
    '/password/change',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'New password with a reset token {token, password, password_repeat}, or logged in {current_password, password}',
        body: changeBody,
        response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const {
        token,
        current_password: currentPassword,
        password,
        password_repeat: repeat,
      } = request.body;
      if (token) {
        await userForResetToken(db, token); // an expired link is reported before any password rule
        checkNewPassword(password, repeat, true);
        await resetPasswordWithToken(db, token, password);
        return { message: 'MESSAGE.CHANGES_SAVED' };
      }
      const viewer = requireViewer(request);
      const user = await findUserById(db, viewer.userId);
      if (!user) throw new ApiError(401, 'MESSAGE.UNAUTHORIZED');
      if (!currentPassword || !(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new ApiError(400, 'MESSAGE.WRONG_PASSWORD', {
          current_password: 'MESSAGE.WRONG_PASSWORD',
        });
      }
      checkNewPassword(password, repeat, false);
      const keep = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      await db.transaction(async (tx) => {
        await storePassword(tx, user.id, password, new Date());
        // Other devices log in again; this session stays.
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, keep)));
      });
      return { message: 'MESSAGE.CHANGES_SAVED' };
    },
  );
};
