import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { idOf, requireCmsUser } from '../cms/cms-access';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, detectFileType, type DetectedType } from '../files/file-type';
import { readUpload } from '../files/read-upload';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES } from '../shared/responses';
import { affiliateCompanyJson, readAffiliateCompany } from './affiliate-company-read';
import { affiliateCompanySchema } from './affiliate-company.schema';
import { affiliateCompanies } from './affiliate-company.table';

const LOGO_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'svg', 'webp'];
const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const idParams = z.object({ id: z.string() });

/** An affiliate company's logo: uploaded by content editors (type by content), read back by them. */
export const logoRoutes = (storage: FileStorage): AreaPlugin =>
  async function affiliateLogoRoutes(app, { db }) {
    app.post(
      '/affiliate-company/:id/logo',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'Upload the logo (multipart, one file: PNG, JPEG, SVG or WebP up to 2 MB)',
          params: idParams,
          response: { 200: affiliateCompanySchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { company } = await readAffiliateCompany(db, idOf(request.params.id));
        const { data } = await readUpload(request, MAX_LOGO_BYTES);
        const type = detectFileType(data);
        if (!type || !LOGO_TYPES.includes(type))
          throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
        const key = `affiliates/${company.id}/logo-${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        try {
          await db
            .update(affiliateCompanies)
            .set({
              logoKey: key,
              logoType: CONTENT_TYPES[type],
              version: sql`${affiliateCompanies.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(affiliateCompanies.id, company.id));
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (company.logoKey) await storage.delete(company.logoKey).catch(() => undefined);
        return affiliateCompanyJson(await readAffiliateCompany(db, company.id));
      },
    );

    app.get(
      '/affiliate-company/:id/logo',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'The logo as uploaded',
          params: idParams,
          response: {
            200: fileResponse(IMAGE_TYPES, 'The logo'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const { company } = await readAffiliateCompany(db, idOf(request.params.id));
        const file = company.logoKey ? await storage.get(company.logoKey) : null;
        if (!file) throw notFound();
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.data);
      },
    );
  };
