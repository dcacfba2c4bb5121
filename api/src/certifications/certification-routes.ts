import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { certificationInputSchema } from '#domain/certifications/certification';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { idOf, requireCmsUser } from '../cms';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import { companies } from '../companies';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import {
  certificationCompanyOptionListSchema,
  certificationListSchema,
  certificationSchema,
  companyCertificationListSchema,
} from './certification.schema';
import {
  certificationAttachments,
  certifications,
  companyCertifications,
} from './certification.table';
import {
  certificationJson,
  companyCount,
  findCertification,
  readCompanyCertifications,
} from './certification-json';
import { idParams, listQuery, sameName } from './shared';
import { outdated, requireVersion } from '../shared/version';

const body = z
  .record(z.string(), z.unknown())
  .describe('name, agency {name, value}, requires_certificate; a save also sends the version read');

async function refuseTakenName(db: Executor, name: string, id?: number) {
  const [taken] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(sameName(certifications.name, certifications.id, name, id))
    .limit(1);
  if (taken) throw badRequest('MESSAGE.VALIDATION_FAILED', { name: 'MESSAGE.NAME_IN_USE' });
}

const columnsOf = (input: z.output<typeof certificationInputSchema>) => ({
  name: input.name,
  agencyName: input.agency.name,
  agencyValue: input.agency.value,
  requiresCertificate: input.requires_certificate,
});

/** Certifications (spec: certifications with search; delete, save). */
export const certificationRoutes =
  (storage: FileStorage): AreaPlugin =>
  async (app, { db }) => {
    app.get(
      '/v2/certification',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Certifications by name or agency, alphabetical, 50 a page',
          querystring: listQuery,
          response: { 200: certificationListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const search = request.query.search?.trim();
        const pattern = search ? containsPattern(search) : null;
        const where = pattern
          ? or(
              ilike(certifications.name, pattern),
              ilike(certifications.agencyName, pattern),
              ilike(certifications.agencyValue, pattern),
            )
          : undefined;
        const { limit, offset } = listPaging(request.query, PAGE_SIZES.default);
        const [rows, [count]] = await Promise.all([
          db
            .select({ certification: certifications, companyCount })
            .from(certifications)
            .where(where)
            .orderBy(asc(sql`lower(${certifications.name})`), asc(certifications.id))
            .limit(limit)
            .offset(offset),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(certifications)
            .where(where),
        ]);
        return {
          items: rows.map((row) => certificationJson(row.certification, row.companyCount)),
          total: count?.n ?? 0,
        };
      },
    );

    app.get(
      '/v2/certification/company-options',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Companies by name (at most 20), to give one a certification',
          querystring: z.object({ search: z.string().max(100).optional() }),
          response: {
            200: certificationCompanyOptionListSchema,
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const search = request.query.search?.trim();
        const items = await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(search ? ilike(companies.name, containsPattern(search)) : undefined)
          .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
          .limit(20);
        return { items };
      },
    );

    app.post(
      '/v2/certification',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Add a certification',
          body,
          response: { 201: certificationSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const input = certificationInputSchema.parse(request.body);
        const row = await db.transaction(async (tx) => {
          await refuseTakenName(tx, input.name);
          const [inserted] = await tx.insert(certifications).values(columnsOf(input)).returning();
          return inserted!;
        });
        return reply.status(201).send(certificationJson(row, 0));
      },
    );

    app.get(
      '/v2/certification/:id',
      {
        schema: {
          tags: ['certifications'],
          summary: 'A certification with the number of companies holding it',
          params: idParams,
          response: { 200: certificationSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const row = await findCertification(db, idOf(request.params.id));
        return certificationJson(row.certification, row.companyCount);
      },
    );

    app.post(
      '/v2/certification/:id',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Save a certification over the version read; 409 when someone saved in between',
          params: idParams,
          body,
          response: { 200: certificationSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { certification } = await findCertification(db, idOf(request.params.id));
        const version = requireVersion(request.body.version);
        const input = certificationInputSchema.parse(request.body);
        await db.transaction(async (tx) => {
          await refuseTakenName(tx, input.name, certification.id);
          const [row] = await tx
            .update(certifications)
            .set({
              ...columnsOf(input),
              version: sql`${certifications.version} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(eq(certifications.id, certification.id), eq(certifications.version, version)),
            )
            .returning({ id: certifications.id });
          if (!row) throw outdated();
        });
        const saved = await findCertification(db, certification.id);
        return certificationJson(saved.certification, saved.companyCount);
      },
    );

    app.delete(
      '/v2/certification/:id',
      {
        schema: {
          tags: ['certifications'],
          summary:
            'Delete a certification (after confirmation); 409 MESSAGE.CERTIFICATION_IN_USE while a company holds it',
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const id = idOf(request.params.id);
        if (id === null) throw notFound();
        const files = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ id: certifications.id })
            .from(certifications)
            .where(eq(certifications.id, id))
            .for('update');
          if (!row) throw notFound();
          const [held] = await tx
            .select({ id: companyCertifications.id })
            .from(companyCertifications)
            .where(eq(companyCertifications.certificationId, id))
            .limit(1);
          if (held) throw new ApiError(409, 'MESSAGE.CERTIFICATION_IN_USE');
          // Files uploaded for it but never saved with a company go too.
          const unused = await tx
            .delete(certificationAttachments)
            .where(eq(certificationAttachments.certificationId, id))
            .returning({ key: certificationAttachments.storageKey });
          await tx.delete(certifications).where(eq(certifications.id, id));
          return unused.map((file) => file.key);
        });
        for (const key of files) await storage.delete(key).catch(() => undefined);
        return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
      },
    );

    app.get(
      '/v2/certification/:id/company',
      {
        schema: {
          tags: ['certifications'],
          summary: 'The companies holding a certification, by company name',
          params: idParams,
          response: { 200: companyCertificationListSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { certification } = await findCertification(db, idOf(request.params.id));
        const items = await readCompanyCertifications(
          db,
          eq(companyCertifications.certificationId, certification.id),
        );
        return { items, total: items.length };
      },
    );
  };
