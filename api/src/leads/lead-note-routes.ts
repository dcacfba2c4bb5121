import { asc, and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { users } from '../accounts';
import { parseId } from '../companies';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireStaff } from '../shared/session-guard';
import { leadNotes } from './lead-note.table';
import { leads } from './lead.table';

export const leadNoteSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['note', 'call']),
    text: z.string(),
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'LeadNote' });

const noteList = z.object({ items: z.array(leadNoteSchema) }).meta({ id: 'LeadNoteList' });
const noteBody = z.object({
  text: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(4000, MESSAGE.TEXT_TOO_LONG),
});

const KINDS = { note: 'note', 'call-note': 'call' } as const;

/** Staff notes and call notes on a lead (note/lead/{id}, call-note/lead/{id}), oldest first. */
export const leadNoteRoutes: AreaPlugin = async (app, { db }) => {
  async function notesOf(leadId: number, kind: 'note' | 'call') {
    const rows = await db
      .select({ note: leadNotes, given: users.givenName, family: users.familyName })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.userId))
      .where(and(eq(leadNotes.leadId, leadId), eq(leadNotes.kind, kind)))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
    return rows.map(({ note, given, family }) => ({
      id: note.id,
      kind: note.kind,
      text: note.text,
      user_id: note.userId,
      user_name: given || family ? `${given ?? ''} ${family ?? ''}`.trim() : null,
      created_at: note.createdAt.toISOString(),
    }));
  }

  async function leadId(raw: string): Promise<number> {
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.id, parseId(raw)));
    if (!lead) throw notFound('MESSAGE.LEAD_NOT_FOUND');
    return lead.id;
  }

  for (const [path, kind] of Object.entries(KINDS)) {
    const label = kind === 'note' ? 'notes' : 'call notes';
    app.get(
      `/${path}/lead/:id`,
      {
        schema: {
          tags: ['leads'],
          summary: `The ${label} of a lead`,
          params: z.object({ id: z.string() }),
          response: { 200: noteList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireStaff(request);
        return { items: await notesOf(await leadId(request.params.id), kind) };
      },
    );
    app.post(
      `/${path}/lead/:id`,
      {
        schema: {
          tags: ['leads'],
          summary: `Add to the ${label} of a lead`,
          params: z.object({ id: z.string() }),
          body: noteBody,
          response: { 201: noteList, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = requireStaff(request);
        const id = await leadId(request.params.id);
        await db.transaction(async (tx) => {
          await tx
            .insert(leadNotes)
            .values({ leadId: id, kind, text: request.body.text, userId: viewer.userId });
          await recordEvent(tx, {
            type: 'lead.updated',
            userId: viewer.userId,
            payload: { lead_id: id, action: kind },
          });
        });
        return reply.status(201).send({ items: await notesOf(id, kind) });
      },
    );
  }
};
