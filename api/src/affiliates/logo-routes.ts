import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { idOf, requireCmsUser } from '../cms';
import type { Database } from '../db';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, readLogo, IMMUTABLE_PRIVATE, sendStoredFile } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses, fileResponse, IMAGE_TYPES } from '../shared/responses';

const idParamsSchema = z.object({ id: z.string() });

/** Something of the affiliates area that carries a logo: a company or a table. */
export interface LogoOwner {
  /** The REST path before /:id/logo, e.g. 'affiliate-company'. */
  path: string;
  /** Its answer after an upload. */
  schema: z.ZodType;
  /** Its stored logo key; throws 404 when it does not exist. */
  logoKeyOf(db: Database, id: number | null): Promise<{ id: number; logoKey: string | null }>;
  /** Points it at the new file (and bumps its version, so its logo address changes). */
  setLogo(db: Database, id: number, key: string, contentType: string): Promise<void>;
  answer(db: Database, id: number): Promise<unknown>;
}

/** Upload (type by content, 2 MB) and read back the logo of an owner (content editors). */
export const logoRoutes = (storage: FileStorage, owner: LogoOwner): AreaPlugin =>
  async function affiliateLogoRoutes(app, { db }) {
    app.post(
      `/${owner.path}/:id/logo`,
      {
        schema: {
          tags: ['affiliates'],
          summary: 'Upload the logo (multipart, one file: PNG, JPEG, SVG or WebP up to 2 MB)',
          params: idParamsSchema,
          response: { 200: owner.schema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const current = await owner.logoKeyOf(db, idOf(request.params.id));
        const { data, type } = await readLogo(request);
        const key = `affiliates/${owner.path}-${current.id}/logo-${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        try {
          await owner.setLogo(db, current.id, key, CONTENT_TYPES[type]);
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (current.logoKey) await storage.delete(current.logoKey).catch(() => undefined);
        return owner.answer(db, current.id);
      },
    );

    app.get(
      `/${owner.path}/:id/logo`,
      {
        schema: {
          tags: ['affiliates'],
          summary: 'The logo as uploaded',
          params: idParamsSchema,
          response: {
            200: fileResponse(IMAGE_TYPES, 'The logo'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const { logoKey } = await owner.logoKeyOf(db, idOf(request.params.id));
        // The address carries the version, so a new logo is a new address.
        return sendStoredFile(reply, logoKey ? await storage.get(logoKey) : null, {
          cacheControl: IMMUTABLE_PRIVATE,
        });
      },
    );
  };
