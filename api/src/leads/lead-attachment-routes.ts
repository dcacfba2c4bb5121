import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts';
import { companyPartners, companyReach, isCompanyStaff, parseId } from '../companies';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import {
  CONTENT_TYPES,
  detectFileType,
  type DetectedType,
  readUpload,
  sendAttachment,
} from '../files';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireStaff, requireViewer } from '../shared/session-guard';
import { assignedLeads } from './assigned-lead.table';
import { leadAttachments } from './lead-attachment.table';
import { leadById } from './lead-lookup';
import type { LeadRow } from './lead.table';

/** Photos of the job and drawings: images and PDF, checked by content, up to 10 MB. */
const ATTACHMENT_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'webp', 'pdf'];
const MAX_BYTES = 10 * 1024 * 1024;

export const leadAttachmentSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    media_type: z.string(),
    size: z.number().int(),
    created_at: z.string(),
    url: z.string().describe("the api's read-back path"),
  })
  .meta({ id: 'LeadAttachment' });
const attachmentList = z
  .object({ items: z.array(leadAttachmentSchema) })
  .meta({ id: 'LeadAttachmentList' });

const leadParams = z.object({ id: z.string() });
const fileParams = z.object({ id: z.string(), attachmentId: z.string() });

/** Staff, or a company that got the lead; 404 for everyone else. */
async function readableLead(db: Executor, viewer: Viewer, rawId: string): Promise<LeadRow> {
  const lead = await leadById(db, rawId);
  if (isCompanyStaff(viewer)) return lead;
  const reach = await companyReach(db, viewer);
  const assigned = await db
    .select({ companyId: assignedLeads.companyId })
    .from(assignedLeads)
    .where(eq(assignedLeads.leadId, lead.id));
  if (!assigned.some((row) => reach.all.has(row.companyId)))
    throw notFound('MESSAGE.LEAD_NOT_FOUND');
  return lead;
}

/** Attachments of a lead (lead/{id}/attachment): staff and the sending partner add, companies with the lead read. */
export const leadAttachmentRoutes = (storage: FileStorage): AreaPlugin =>
  async function leadAttachmentPlugin(app, { db }) {
    async function list(leadId: number) {
      const rows = await db
        .select()
        .from(leadAttachments)
        .where(eq(leadAttachments.leadId, leadId))
        .orderBy(asc(leadAttachments.id));
      return {
        items: rows.map((row) => ({
          id: row.id,
          file_name: row.fileName,
          media_type: row.mediaType,
          size: row.size,
          created_at: row.createdAt.toISOString(),
          url: `/lead/${leadId}/attachment/${row.id}`,
        })),
      };
    }

    async function store(
      lead: LeadRow,
      request: Parameters<typeof readUpload>[0],
      userId: number | null,
    ) {
      const { data, filename } = await readUpload(request, MAX_BYTES);
      const type = detectFileType(data);
      if (!type || !ATTACHMENT_TYPES.includes(type))
        throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
      const key = `leads/${lead.id}/${randomBytes(8).toString('hex')}.${type}`;
      await storage.put(key, data, CONTENT_TYPES[type]);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(leadAttachments).values({
            leadId: lead.id,
            fileKey: key,
            fileName: (filename || `bijlage.${type}`).slice(0, 200),
            mediaType: CONTENT_TYPES[type],
            size: data.length,
          });
          await recordEvent(tx, {
            type: 'lead.updated',
            userId,
            payload: { lead_id: lead.id, action: 'attachment' },
          });
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      return list(lead.id);
    }

    app.get(
      '/lead/:id/attachment',
      {
        schema: {
          tags: ['leads'],
          summary: 'The attachments of a lead',
          params: leadParams,
          response: { 200: attachmentList, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const lead = await readableLead(db, requireViewer(request), request.params.id);
        return list(lead.id);
      },
    );

    app.post(
      '/lead/:id/attachment',
      {
        schema: {
          tags: ['leads'],
          summary: 'Attach a file (multipart, one file: png/jpeg/webp/pdf up to 10 MB; staff)',
          params: leadParams,
          response: { 201: attachmentList, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        const viewer = requireStaff(request);
        const lead = await leadById(db, request.params.id);
        return reply.status(201).send(await store(lead, request, viewer.userId));
      },
    );

    app.post(
      '/partner/:guid/lead/:id/attachment',
      {
        schema: {
          tags: ['leads'],
          summary: 'Partner lead API: attach a file to a lead the partner sent',
          params: z.object({ guid: z.string(), id: z.string() }),
          response: { 201: attachmentList, ...errorResponses(400, 404, 413) },
        },
      },
      async (request, reply) => {
        if (!/^[0-9a-f-]{36}$/i.test(request.params.guid)) throw notFound();
        const [partner] = await db
          .select({ companyId: companyPartners.companyId })
          .from(companyPartners)
          .where(eq(companyPartners.guid, request.params.guid));
        const lead = await leadById(db, request.params.id);
        if (!partner || lead.partnerCompanyId !== partner.companyId)
          throw notFound('MESSAGE.LEAD_NOT_FOUND');
        return reply.status(201).send(await store(lead, request, null));
      },
    );

    app.get(
      '/lead/:id/attachment/:attachmentId',
      {
        schema: {
          tags: ['leads'],
          summary: 'One attachment (the file itself)',
          params: fileParams,
          response: {
            200: fileResponse(
              ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
              'The file',
            ),
            ...errorResponses(401, 404),
          },
        },
      },
      async (request, reply) => {
        const lead = await readableLead(db, requireViewer(request), request.params.id);
        const [row] = await db
          .select()
          .from(leadAttachments)
          .where(
            and(
              eq(leadAttachments.id, parseId(request.params.attachmentId)),
              eq(leadAttachments.leadId, lead.id),
            ),
          );
        const file = row ? await storage.get(row.fileKey) : null;
        if (!row || !file) throw notFound();
        return sendAttachment(reply, { ...row, data: file.data });
      },
    );

    app.delete(
      '/lead/:id/attachment/:attachmentId',
      {
        schema: {
          tags: ['leads'],
          summary: 'Delete an attachment (staff)',
          params: fileParams,
          response: { 200: attachmentList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireStaff(request);
        const lead = await leadById(db, request.params.id);
        const [row] = await db
          .delete(leadAttachments)
          .where(
            and(
              eq(leadAttachments.id, parseId(request.params.attachmentId)),
              eq(leadAttachments.leadId, lead.id),
            ),
          )
          .returning();
        if (!row) throw notFound();
        await storage.delete(row.fileKey).catch(() => undefined);
        await recordEvent(db, {
          type: 'lead.updated',
          userId: viewer.userId,
          payload: { lead_id: lead.id, action: 'attachment' },
        });
        return list(lead.id);
      },
    );
  };
