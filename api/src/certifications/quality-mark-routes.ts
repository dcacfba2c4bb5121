import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { qualityMarkInputSchema, SUGGESTION_LIMIT } from '#domain/certifications/certification';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { idOf, requireCmsUser, makeThumbnail } from '../cms';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, detectFileType, readUpload, cleanFileName, sendStoredFile } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES, messageSchema } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import { idParams, listQuery, sameName } from './shared';
import {
  qualityMarkListSchema,
  qualityMarkSchema,
  qualityMarkSuggestionListSchema,
} from './quality-mark.schema';
import { qualityMarks, type QualityMarkRow } from './quality-mark.table';

const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const body = z
  .record(z.string(), z.unknown())
  .describe('name and certificate (text); a save also sends the version it read');

export function qualityMarkJson(row: QualityMarkRow) {
  return {
    id: row.id,
    name: row.name,
    certificate: row.certificate,
    logo:
      row.logoKey && row.logoContentType && row.logoUpdatedAt
        ? {
            file_name: row.logoFileName ?? 'logo',
            content_type: row.logoContentType,
            updated_at: row.logoUpdatedAt.toISOString(),
          }
        : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findQualityMark(db: Executor, id: number | null): Promise<QualityMarkRow> {
  if (id === null) throw notFound();
  const [row] = await db.select().from(qualityMarks).where(eq(qualityMarks.id, id));
  if (!row) throw notFound();
  return row;
}

async function refuseTakenName(db: Executor, name: string, id?: number) {
  const [taken] = await db
    .select({ id: qualityMarks.id })
    .from(qualityMarks)
    .where(sameName(qualityMarks.name, qualityMarks.id, name, id))
    .limit(1);
  if (taken) throw badRequest('MESSAGE.VALIDATION_FAILED', { name: 'MESSAGE.NAME_IN_USE' });
}

/** Quality marks (spec: v2/qualitymark/{id}, quality_mark/upload/{id}, quality_mark/suggestion). */
export const qualityMarkRoutes =
  (storage: FileStorage): AreaPlugin =>
  async (app, { db }) => {
    app.get(
      '/v2/qualitymark',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Quality marks by name, alphabetical, 50 a page',
          querystring: listQuery,
          response: { 200: qualityMarkListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const search = request.query.search?.trim();
        const where = search ? ilike(qualityMarks.name, containsPattern(search)) : undefined;
        const { limit, offset } = listPaging(request.query, PAGE_SIZES.default);
        const [rows, [count]] = await Promise.all([
          db
            .select()
            .from(qualityMarks)
            .where(where)
            .orderBy(asc(sql`lower(${qualityMarks.name})`), asc(qualityMarks.id))
            .limit(limit)
            .offset(offset),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(qualityMarks)
            .where(where),
        ]);
        return { items: rows.map(qualityMarkJson), total: count?.n ?? 0 };
      },
    );

    app.post(
      '/v2/qualitymark',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Add a quality mark (the logo is uploaded after)',
          body,
          response: { 201: qualityMarkSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const input = qualityMarkInputSchema.parse(request.body);
        const row = await db.transaction(async (tx) => {
          await refuseTakenName(tx, input.name);
          const [inserted] = await tx.insert(qualityMarks).values(input).returning();
          return inserted!;
        });
        return reply.status(201).send(qualityMarkJson(row));
      },
    );

    app.get(
      '/v2/qualitymark/:id',
      {
        schema: {
          tags: ['certifications'],
          summary: 'A quality mark',
          params: idParams,
          response: { 200: qualityMarkSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        return qualityMarkJson(await findQualityMark(db, idOf(request.params.id)));
      },
    );

    app.post(
      '/v2/qualitymark/:id',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Save a quality mark over the version read; 409 when someone saved in between',
          params: idParams,
          body,
          response: { 200: qualityMarkSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const current = await findQualityMark(db, idOf(request.params.id));
        const version = requireVersion(request.body.version);
        const input = qualityMarkInputSchema.parse(request.body);
        return db.transaction(async (tx) => {
          await refuseTakenName(tx, input.name, current.id);
          const [row] = await tx
            .update(qualityMarks)
            .set({ ...input, version: sql`${qualityMarks.version} + 1`, updatedAt: new Date() })
            .where(and(eq(qualityMarks.id, current.id), eq(qualityMarks.version, version)))
            .returning();
          if (!row) throw outdated();
          return qualityMarkJson(row);
        });
      },
    );

    app.delete(
      '/v2/qualitymark/:id',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Delete a quality mark and its logo (after confirmation)',
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const id = idOf(request.params.id);
        if (id === null) throw notFound();
        const [row] = await db.delete(qualityMarks).where(eq(qualityMarks.id, id)).returning();
        if (!row) throw notFound();
        if (row.logoKey) await storage.delete(row.logoKey).catch(() => undefined);
        return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
      },
    );

    app.post(
      '/quality_mark/upload/:id',
      {
        schema: {
          tags: ['certifications'],
          summary:
            'Upload the logo of a quality mark (multipart: file; png, jpeg, webp or svg up to 5 MB; raster logos are scaled to fit 320×320). Leaves the version as it is, so an open form can still save',
          params: idParams,
          response: { 200: qualityMarkSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const current = await findQualityMark(db, idOf(request.params.id));
        const file = await readUpload(request, MAX_LOGO_BYTES);
        const type = detectFileType(file.data);
        if (!type || type === 'pdf') throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
        // A logo never shows larger than a thumbnail: keep the small WebP of a raster image.
        const small = await makeThumbnail(file.data, type);
        const [data, contentType, extension] = small
          ? [small, 'image/webp', 'webp']
          : [file.data, CONTENT_TYPES[type], type];
        const key = `quality-marks/${current.id}/${randomBytes(12).toString('hex')}.${extension}`;
        await storage.put(key, data, contentType);
        let previous: string | null = null;
        try {
          const row = await db.transaction(async (tx) => {
            const [locked] = await tx
              .select({ logoKey: qualityMarks.logoKey })
              .from(qualityMarks)
              .where(eq(qualityMarks.id, current.id))
              .for('update');
            if (!locked) throw notFound();
            previous = locked.logoKey;
            const [updated] = await tx
              .update(qualityMarks)
              .set({
                logoKey: key,
                logoContentType: contentType,
                logoFileName: cleanFileName(file.filename),
                logoUpdatedAt: new Date(),
              })
              .where(eq(qualityMarks.id, current.id))
              .returning();
            return updated!;
          });
          if (previous) await storage.delete(previous).catch(() => undefined);
          return qualityMarkJson(row);
        } catch (error) {
          await storage.delete(key).catch(() => undefined);
          throw error;
        }
      },
    );

    app.get(
      '/quality_mark/:id/logo',
      {
        schema: {
          tags: ['certifications'],
          summary: 'The logo of a quality mark',
          params: idParams,
          response: {
            200: fileResponse([...IMAGE_TYPES], 'The logo'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const row = await findQualityMark(db, idOf(request.params.id));
        if (!row.logoKey) throw notFound();
        return sendStoredFile(reply, await storage.get(row.logoKey));
      },
    );

    app.post(
      '/quality_mark/suggestion',
      {
        schema: {
          tags: ['certifications'],
          summary: `Names of existing quality marks containing q (names starting with it first), at most ${SUGGESTION_LIMIT}`,
          body: z.object({ q: z.string().max(120) }),
          response: { 200: qualityMarkSuggestionListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const q = request.body.q.trim();
        if (!q) return { items: [] };
        const rows = await db
          .select({ id: qualityMarks.id, name: qualityMarks.name })
          .from(qualityMarks)
          .where(ilike(qualityMarks.name, containsPattern(q)))
          .orderBy(
            asc(sql`position(lower(${q}) in lower(${qualityMarks.name}))`),
            asc(sql`lower(${qualityMarks.name})`),
          )
          .limit(SUGGESTION_LIMIT);
        return { items: rows };
      },
    );
  };
