import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FAQ_AUDIENCES, mayReadFaq, type FaqAudience } from '#domain/faq/faq-audience';
import { MESSAGE } from '#domain/shared/messages';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireStaff } from '../shared/session-guard';
import { faqInput, faqItemSchema, faqListSchema } from './faq.schema';
import { faqs, type FaqRow } from './faq.table';
import { requireVersion } from '../shared/version';

const audienceParams = z.object({ audience: z.enum(FAQ_AUDIENCES) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

const json = (row: FaqRow) => ({
  id: row.id,
  audience: row.audience,
  question: row.question,
  answer: row.answer,
  position: row.position,
  version: row.version,
});

/** Text search over questions and answers (case-insensitive, % and _ taken literally). */
const matching = (search: string) => {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern));
};

/** FAQs: read by their audience, kept by staff at /faq. */
export const faqRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/faq/:audience',
    {
      schema: {
        tags: ['faq'],
        summary:
          'One audience’s questions in their order, optionally searched: consumers’ for anyone, customers’ for logged-in non-partners, partners’ for partners; staff all',
        params: audienceParams,
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: faqListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { audience } = request.params;
      if (!mayReadFaq(audience, request.viewer?.roles ?? null))
        throw new ApiError(
          request.viewer ? 403 : 401,
          request.viewer ? MESSAGE.ACCESS_DENIED : MESSAGE.UNAUTHORIZED,
        );
      const search = request.query.search?.trim();
      const rows = await db
        .select()
        .from(faqs)
        .where(and(eq(faqs.audience, audience), search ? matching(search) : undefined))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return { items: rows.map(json) };
    },
  );

  app.post(
    '/faq/:audience',
    {
      schema: {
        tags: ['faq'],
        summary: 'A new question at the end of the audience’s list (staff)',
        params: audienceParams,
        body: faqInput,
        response: { 201: faqItemSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const audience: FaqAudience = request.params.audience;
      const [row] = await db
        .insert(faqs)
        .values({
          audience,
          ...request.body,
          position: sql`(SELECT coalesce(max(f.position), 0) + 1 FROM faqs f WHERE f.audience = ${audience})`,
        })
        .returning();
      reply.code(201);
      return json(row!);
    },
  );

  app.put(
    '/faq/item/:id',
    {
      schema: {
        tags: ['faq'],
        summary: 'Changes a question and its answer (staff; with the version read)',
        params: idParams,
        body: faqInput.extend({ version: z.number().int() }),
        response: { 200: faqItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireStaff(request);
      const version = requireVersion(request.body.version);
      const [row] = await db
        .update(faqs)
        .set({
          question: request.body.question,
          answer: request.body.answer,
          updatedAt: new Date(),
          version: sql`${faqs.version} + 1`,
        })
        .where(and(eq(faqs.id, request.params.id), eq(faqs.version, version)))
        .returning();
      if (row) return json(row);
      const [exists] = await db
        .select({ id: faqs.id })
        .from(faqs)
        .where(eq(faqs.id, request.params.id));
      throw exists ? new ApiError(409, MESSAGE.DATA_OUTDATED) : notFound();
    },
  );

  app.delete(
    '/faq/item/:id',
    {
      schema: {
        tags: ['faq'],
        summary: 'Removes a question (staff, after confirmation); the others close up',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(faqs).where(eq(faqs.id, request.params.id)).returning();
        if (!row) throw notFound();
        await tx
          .update(faqs)
          .set({ position: sql`${faqs.position} - 1` })
          .where(and(eq(faqs.audience, row.audience), sql`${faqs.position} > ${row.position}`));
      });
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );

  app.put(
    '/faq/:audience/order',
    {
      schema: {
        tags: ['faq'],
        summary:
          'Puts the audience’s questions in this order (staff, after a drag): every id of the list, once',
        params: audienceParams,
        body: z.object({ ids: z.array(z.number().int()).max(500) }),
        response: { 200: faqListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      const { audience } = request.params;
      const { ids } = request.body;
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: faqs.id })
          .from(faqs)
          .where(eq(faqs.audience, audience))
          .for('update');
        const known = new Set(current.map((row) => row.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !known.has(id))
        )
          throw new ApiError(400, MESSAGE.VALIDATION_FAILED, { ids: MESSAGE.DATA_OUTDATED });
        for (const [index, id] of ids.entries())
          await tx
            .update(faqs)
            .set({ position: index + 1 })
            .where(eq(faqs.id, id));
        const rows = await tx
          .select()
          .from(faqs)
          .where(eq(faqs.audience, audience))
          .orderBy(asc(faqs.position));
        return { items: rows.map(json) };
      });
    },
  );
};
