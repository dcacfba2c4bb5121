import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import {
  clearSessionCookie,
  requireViewer,
  SESSION_COOKIE,
  setSessionCookie,
} from '../shared/session-guard';
import { logIn } from './login';
import { errorResponses } from '../shared/responses';
import { credentialsSchema, currentUserSchema } from './schemas';
import { deleteSession, SESSION_TTL_MS } from './sessions';
import { currentUserBody } from './user-view';
import { findUserById } from './users';

/** Log in, log out and the current user. */
export const sessionRoutes: AreaPlugin = async (app, { db, config }) => {
  app.post(
    '/login_check/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in (form or JSON: email, password); sets the sid cookie',
        body: credentialsSchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await logIn(
        db,
        request.body.email,
        request.body.password,
        request.ip,
      );
      setSessionCookie(reply, config, token, Math.floor(SESSION_TTL_MS / 1000));
      return currentUserBody(db, user);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session',
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config);
      return { ok: true };
    },
  );

  app.get(
    '/user/current',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user with roles and companies',
        response: { 200: currentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const user = await findUserById(db, viewer.userId);
      if (!user) throw new ApiError(401, 'MESSAGE.UNAUTHORIZED');
      return currentUserBody(db, user);
    },
  );
};
