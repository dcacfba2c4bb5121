import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { Permission } from '#domain/accounts/access';
import { CMS_PERMISSION } from '#domain/cms/cms-permission';
import { UPLOAD_TYPES, type UploadType } from '#domain/cms/upload-type';
import { COMPARISON_PERMISSION } from '#domain/comparison/comparison-permission';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, sendStoredFile } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, fileResponse, messageSchema } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { idOf } from './cms-access';
import { cmsDomains } from './domain.table';
import { uploadJson } from './upload-json';
import { readUploadForm } from './upload-form';
import { cmsUploadListSchema, cmsUploadSchema } from './upload.schema';
import { MAX_UPLOAD_BYTES, removeStoredUpload, storeUpload } from './upload-store';
import { cmsUploads } from './upload.table';
import { pagesUsingUpload, productsUsingUpload } from './upload-usage';
import type { Executor } from '../db';
import { requireVersion } from '../shared/version';
import { positiveInt } from '../shared/paging';

const idParams = z.object({ id: z.string() });
const listQuery = z.object({
  domainId: z.string().optional(),
  type: z.enum(UPLOAD_TYPES).optional().describe('cms or comparison; both when left out'),
  search: z.string().optional(),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const saveBody = z
  .object({
    title: z.string().optional(),
    alt: z.string().optional(),
    version: z.number().optional(),
  })
  .describe('title and alternative text; the version read');

const text = (value: string | undefined, field: string) => {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > 255)
    throw badRequest('MESSAGE.VALIDATION_FAILED', { [field]: 'MESSAGE.TEXT_TOO_LONG' });
  return trimmed;
};

async function findUpload(tx: Executor, id: number | null, only: UploadType | null = null) {
  if (id === null) throw notFound();
  const [row] = await tx.select().from(cmsUploads).where(eq(cmsUploads.id, id));
  if (!row || (only !== null && row.uploadType !== only)) throw notFound();
  return row;
}

/** Uploaded images and files: upload, list with search, read, save, delete (not while in use), the file and its thumbnail. */
export const uploadRoutes = (storage: FileStorage): AreaPlugin =>
  async function cmsUploadRoutes(app, { db }) {
    /** One upload route per kind: `{cms|comparison}/upload/file`, each for its own editors. */
    const uploadRoute = (uploadType: UploadType, permission: Permission) =>
      app.post(
        `/${uploadType}/upload/file`,
        {
          schema: {
            tags: [uploadType],
            summary: `Upload an image or file for a domain as a ${uploadType} upload (multipart: domainId, then file; png, jpeg, webp, svg or pdf up to 10 MB; raster images get a thumbnail)`,
            response: { 201: cmsUploadSchema, ...errorResponses(400, 401, 403, 413, 415) },
          },
        },
        async (request, reply) => {
          const viewer = requirePermission(request, permission);
          const form = await readUploadForm(request, MAX_UPLOAD_BYTES);
          const domainId = idOf(
            form.fields.domainId ?? (request.query as { domainId?: string }).domainId ?? '',
          );
          const [domain] =
            domainId === null
              ? []
              : await db
                  .select({ id: cmsDomains.id })
                  .from(cmsDomains)
                  .where(eq(cmsDomains.id, domainId));
          if (!domain)
            throw badRequest('MESSAGE.VALIDATION_FAILED', { domainId: 'MESSAGE.SELECT_OPTION' });
          const row = await db.transaction((tx) =>
            storeUpload(
              tx,
              storage,
              form,
              domain.id,
              viewer.userId,
              ['png', 'jpeg', 'webp', 'svg', 'pdf'],
              uploadType,
            ),
          );
          return reply.status(201).send(uploadJson(row));
        },
      );
    uploadRoute('cms', CMS_PERMISSION);
    uploadRoute('comparison', COMPARISON_PERMISSION);

    // Content editors manage every upload; comparison editors theirs (product images) under
    // their own paths, where another kind of upload does not exist (404).
    const areas: { prefix: string; permission: Permission; only: UploadType | null }[] = [
      { prefix: 'cms', permission: CMS_PERMISSION, only: null },
      { prefix: 'comparison', permission: COMPARISON_PERMISSION, only: 'comparison' },
    ];
    for (const area of areas) {
      app.get(
        `/${area.prefix}/upload`,
        {
          schema: {
            tags: [area.prefix],
            summary:
              'Uploads, newest first, by domain and title or file name; 28 a page, total also in X-Pagination-Total',
            querystring: listQuery,
            response: { 200: cmsUploadListSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => {
          requirePermission(request, area.permission);
          const { query } = request;
          const conditions: SQL[] = [];
          if (query.domainId)
            conditions.push(eq(cmsUploads.domainId, positiveInt(query.domainId, 'domainId', 0)));
          const type = area.only ?? query.type;
          if (type) conditions.push(eq(cmsUploads.uploadType, type));
          const search = query.search?.trim();
          if (search) {
            const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
            conditions.push(
              or(ilike(cmsUploads.title, pattern), ilike(cmsUploads.fileName, pattern))!,
            );
          }
          const where = conditions.length > 0 ? and(...conditions) : undefined;
          const page = positiveInt(query.currentPage, 'currentPage', 1);
          const size = Math.min(
            positiveInt(query.itemsPerPage, 'itemsPerPage', PAGE_SIZES.uploads),
            500,
          );
          const [rows, [count]] = await Promise.all([
            db
              .select()
              .from(cmsUploads)
              .where(where)
              .orderBy(desc(cmsUploads.createdAt), desc(cmsUploads.id))
              .limit(size)
              .offset((page - 1) * size),
            db
              .select({ n: sql<number>`count(*)::int` })
              .from(cmsUploads)
              .where(where),
          ]);
          const total = count?.n ?? 0;
          reply.header('X-Pagination-Total', String(total));
          return { items: rows.map(uploadJson), total };
        },
      );

      app.get(
        `/${area.prefix}/upload/:id`,
        {
          schema: {
            tags: [area.prefix],
            summary: 'An upload',
            params: idParams,
            response: { 200: cmsUploadSchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          requirePermission(request, area.permission);
          return uploadJson(await findUpload(db, idOf(request.params.id), area.only));
        },
      );

      app.post(
        `/${area.prefix}/upload/:id`,
        {
          schema: {
            tags: [area.prefix],
            summary: 'Save the title and alternative text of an upload over the version read',
            params: idParams,
            body: saveBody,
            response: { 200: cmsUploadSchema, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (request) => {
          requirePermission(request, area.permission);
          const current = await findUpload(db, idOf(request.params.id), area.only);
          const version = requireVersion(request.body.version);
          const [row] = await db
            .update(cmsUploads)
            .set({
              title: text(request.body.title, 'title'),
              alt: text(request.body.alt, 'alt'),
              version: sql`${cmsUploads.version} + 1`,
              updatedAt: new Date(),
            })
            .where(and(eq(cmsUploads.id, current.id), eq(cmsUploads.version, version)))
            .returning();
          if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
          return uploadJson(row);
        },
      );

      app.delete(
        `/${area.prefix}/upload/:id`,
        {
          schema: {
            tags: [area.prefix],
            summary: 'Delete an upload; 409 MESSAGE.FILE_IN_USE while a page shows it',
            params: idParams,
            response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
          },
        },
        async (request) => {
          requirePermission(request, area.permission);
          const removed = await db.transaction(async (tx) => {
            const upload = await findUpload(tx, idOf(request.params.id), area.only);
            // Locked, so no page can start using it between the check and the delete.
            await tx
              .select({ id: cmsUploads.id })
              .from(cmsUploads)
              .where(eq(cmsUploads.id, upload.id))
              .for('update');
            if (
              (await pagesUsingUpload(tx, upload.id)) > 0 ||
              (await productsUsingUpload(tx, upload.id)) > 0
            )
              throw new ApiError(409, 'MESSAGE.FILE_IN_USE');
            await tx.delete(cmsUploads).where(eq(cmsUploads.id, upload.id));
            return upload;
          });
          await removeStoredUpload(storage, removed);
          return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
        },
      );

      app.get(
        `/${area.prefix}/upload/:id/file`,
        {
          schema: {
            tags: [area.prefix],
            summary: 'The uploaded file itself',
            params: idParams,
            response: {
              200: fileResponse(Object.values(CONTENT_TYPES), 'The uploaded file'),
              ...errorResponses(401, 403, 404),
            },
          },
        },
        async (request, reply) => {
          requirePermission(request, area.permission);
          const upload = await findUpload(db, idOf(request.params.id), area.only);
          return sendStoredFile(reply, await storage.get(upload.storageKey));
        },
      );

      app.get(
        `/${area.prefix}/upload/:id/thumbnail`,
        {
          schema: {
            tags: [area.prefix],
            summary: "The upload's thumbnail (WebP, at most 320×320); 404 for SVG and PDF",
            params: idParams,
            response: {
              200: fileResponse(['image/webp'], 'The thumbnail'),
              ...errorResponses(401, 403, 404),
            },
          },
        },
        async (request, reply) => {
          requirePermission(request, area.permission);
          const upload = await findUpload(db, idOf(request.params.id), area.only);
          if (!upload.thumbnailKey) throw notFound();
          return sendStoredFile(reply, await storage.get(upload.thumbnailKey));
        },
      );
    }
  };
