import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FileStorage } from '../files';
import { CONTENT_TYPES } from '../files';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { userSaveSchema } from './schemas';
import { editableUser, readableUser } from './user-profile-access';
import { readPhoto } from './user-photo-upload';
import { users, type UserRow } from './user.table';
import { userBodies } from './user-view';

const params = z.object({ id: z.coerce.number().int().positive() });
const imageResponse = fileResponse(IMAGE_TYPES, 'The image');

/** POST /user/{id}/photo (multipart: png, jpeg or webp up to 2 MB) and GET /user/{id}/photo. */
export const userPhotoRoutes = (storage: FileStorage): AreaPlugin =>
  async function userPhotos(app, { db }) {
    app.post(
      '/user/:id/photo',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Upload the profile photo (multipart, one file: png/jpeg/webp up to 2 MB)',
          params,
          response: { 200: userSaveSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const user = await editableUser(db, viewer, request.params.id);
        const { data, type } = await readPhoto(request);
        const key = `users/${user.id}/photo-${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        let updated: UserRow;
        try {
          updated = await db.transaction(async (tx) => {
            const [row] = await tx
              .update(users)
              .set({ photo: key, version: sql`${users.version} + 1`, updatedAt: new Date() })
              .where(eq(users.id, user.id))
              .returning();
            await recordEvent(tx, {
              type: 'user.updated',
              userId: user.id,
              payload: { by: viewer.userId, photo: true },
            });
            return row!;
          });
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (user.photo) await storage.delete(user.photo).catch(() => undefined);
        const [body] = await userBodies(db, [updated]);
        return { message: 'MESSAGE.UPLOAD_SUCCESSFUL', user: body! };
      },
    );

    app.get(
      '/user/:id/photo',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Read the profile photo back',
          params,
          response: { 200: imageResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = await readableUser(db, requireViewer(request), request.params.id);
        const file = user.photo ? await storage.get(user.photo).catch(() => null) : null;
        if (!file) throw notFound();
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=300')
          .send(file.data);
      },
    );
  };
