import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  attachmentError,
  companyCertificationChangeSchema,
  INITIAL_CERTIFICATION_STATE,
} from '#domain/certifications/certification';
import { MESSAGE } from '#domain/shared/messages';
import { idOf, requireCmsUser } from '../cms';
import { companies } from '../companies';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import {
  CONTENT_TYPES,
  detectFileType,
  type DetectedType,
  readUpload,
  cleanFileName,
  sendStoredFile,
} from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, fileResponse, messageSchema } from '../shared/responses';
import {
  certificationAttachmentSchema,
  companyCertificationListSchema,
  companyCertificationSchema,
} from './certification.schema';
import {
  certificationAttachments,
  certifications,
  companyCertifications,
} from './certification.table';
import {
  attachmentJson,
  findCompanyCertification,
  heldBy,
  readCompanyCertifications,
} from './certification-json';
import { outdated, requireVersion } from '../shared/version';

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const ATTACHMENT_TYPES: readonly DetectedType[] = ['pdf', 'png', 'jpeg', 'webp'];

const companyParams = z.object({ companyId: z.string() });
const heldParams = z.object({ companyId: z.string(), certificationId: z.string() });
const addBody = z
  .object({
    certification_id: z.number({ message: MESSAGE.SELECT_OPTION }).int().positive(),
    attachment_id: z.number().int().positive().nullish(),
  })
  .describe('the certification and, when it requires a certificate, the file uploaded for it');
const saveBody = z
  .record(z.string(), z.unknown())
  .describe(
    'version read; new_state (with revoke_reason when revoked) and/or attachment_id of a file uploaded for it',
  );

async function requireCompany(db: Executor, id: number | null): Promise<number> {
  if (id === null) throw notFound();
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!row) throw notFound();
  return row.id;
}

/** A file uploaded for this company and certification; else a field error. */
async function requireAttachment(
  db: Executor,
  companyId: number,
  certificationId: number,
  attachmentId: number,
) {
  const [row] = await db
    .select({ id: certificationAttachments.id })
    .from(certificationAttachments)
    .where(
      and(
        eq(certificationAttachments.id, attachmentId),
        eq(certificationAttachments.companyId, companyId),
        eq(certificationAttachments.certificationId, certificationId),
      ),
    );
  if (!row)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { attachment: MESSAGE.ATTACHMENT_NOT_FOUND });
  return row.id;
}

/** The attachment rule: a certification requiring a certificate is not saved without a file. */
function refuseMissingFile(requiresCertificate: boolean, attachmentId: number | null) {
  const error = attachmentError(requiresCertificate, attachmentId);
  if (error) throw badRequest(MESSAGE.VALIDATION_FAILED, { attachment: error });
}

/** Removes the files of this company and certification other than `keep` (replaced or left unused). */
async function dropOtherFiles(
  tx: Executor,
  companyId: number,
  certificationId: number,
  keep: number | null,
): Promise<string[]> {
  const removed = await tx
    .delete(certificationAttachments)
    .where(
      and(
        eq(certificationAttachments.companyId, companyId),
        eq(certificationAttachments.certificationId, certificationId),
        keep === null ? undefined : ne(certificationAttachments.id, keep),
      ),
    )
    .returning({ key: certificationAttachments.storageKey });
  return removed.map((row) => row.key);
}

/** The certifications a company holds (spec: /company/{companyId}/certification/…). */
export const companyCertificationRoutes =
  (storage: FileStorage): AreaPlugin =>
  async (app, { db }) => {
    const forget = async (keys: string[]) => {
      for (const key of keys) await storage.delete(key).catch(() => undefined);
    };

    app.get(
      '/v2/company/:companyId/certification',
      {
        schema: {
          tags: ['certifications'],
          summary: 'The certifications a company holds, by name',
          params: companyParams,
          response: { 200: companyCertificationListSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const companyId = await requireCompany(db, idOf(request.params.companyId));
        const items = await readCompanyCertifications(
          db,
          eq(companyCertifications.companyId, companyId),
        );
        return { items, total: items.length };
      },
    );

    app.post(
      '/v2/company/:companyId/certification',
      {
        schema: {
          tags: ['certifications'],
          summary:
            'Give a company a certification, state active; one that requires a certificate needs attachment_id (else fields.attachment MESSAGE.FILE_REQUIRED)',
          params: companyParams,
          body: addBody,
          response: { 201: companyCertificationSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const companyId = await requireCompany(db, idOf(request.params.companyId));
        const { certification_id: certificationId, attachment_id } = request.body;
        const unused = await db.transaction(async (tx) => {
          const [certification] = await tx
            .select()
            .from(certifications)
            .where(eq(certifications.id, certificationId));
          if (!certification)
            throw badRequest(MESSAGE.VALIDATION_FAILED, {
              certification_id: MESSAGE.SELECT_OPTION,
            });
          const [held] = await tx
            .select({ id: companyCertifications.id })
            .from(companyCertifications)
            .where(heldBy(companyId, certificationId));
          if (held)
            throw badRequest(MESSAGE.VALIDATION_FAILED, {
              certification_id: MESSAGE.CERTIFICATION_ALREADY_HELD,
            });
          const attachmentId = attachment_id
            ? await requireAttachment(tx, companyId, certificationId, attachment_id)
            : null;
          refuseMissingFile(certification.requiresCertificate, attachmentId);
          await tx.insert(companyCertifications).values({
            companyId,
            certificationId,
            state: INITIAL_CERTIFICATION_STATE,
            attachmentId,
          });
          return dropOtherFiles(tx, companyId, certificationId, attachmentId);
        });
        await forget(unused);
        return reply
          .status(201)
          .send(await findCompanyCertification(db, companyId, certificationId));
      },
    );

    app.get(
      '/v2/company/:companyId/certification/:certificationId',
      {
        schema: {
          tags: ['certifications'],
          summary: 'A certification of a company',
          params: heldParams,
          response: { 200: companyCertificationSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        return findCompanyCertification(
          db,
          idOf(request.params.companyId),
          idOf(request.params.certificationId),
        );
      },
    );

    app.post(
      '/v2/company/:companyId/certification/:certificationId',
      {
        schema: {
          tags: ['certifications'],
          summary:
            'Save a company certification over the version read: a state change goes through new_state (revoked needs revoke_reason); a new file through attachment_id',
          params: heldParams,
          body: saveBody,
          response: {
            200: companyCertificationSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const current = await findCompanyCertification(
          db,
          idOf(request.params.companyId),
          idOf(request.params.certificationId),
        );
        const version = requireVersion(request.body.version);
        const change = companyCertificationChangeSchema.parse(request.body);
        const companyId = current.company_id;
        const certificationId = current.certification.id;
        const unused = await db.transaction(async (tx) => {
          const attachmentId = change.attachment_id
            ? await requireAttachment(tx, companyId, certificationId, change.attachment_id)
            : (current.attachment?.id ?? null);
          refuseMissingFile(current.certification.requires_certificate, attachmentId);
          const state = change.new_state ?? current.state;
          const revokeReason =
            state !== 'revoked'
              ? null
              : change.new_state === 'revoked'
                ? (change.revoke_reason ?? null)
                : current.revoke_reason;
          const [row] = await tx
            .update(companyCertifications)
            .set({
              state,
              revokeReason,
              attachmentId,
              version: current.version + 1,
              updatedAt: new Date(),
            })
            .where(
              and(heldBy(companyId, certificationId), eq(companyCertifications.version, version)),
            )
            .returning({ id: companyCertifications.id });
          if (!row) throw outdated();
          // A replaced file goes; files uploaded meanwhile for a later save stay.
          const replaced =
            current.attachment && current.attachment.id !== attachmentId
              ? await tx
                  .delete(certificationAttachments)
                  .where(eq(certificationAttachments.id, current.attachment.id))
                  .returning({ key: certificationAttachments.storageKey })
              : [];
          return replaced.map((file) => file.key);
        });
        await forget(unused);
        return findCompanyCertification(db, companyId, certificationId);
      },
    );

    app.delete(
      '/v2/company/:companyId/certification/:certificationId',
      {
        schema: {
          tags: ['certifications'],
          summary: 'Take a certification from a company (after confirmation), with its files',
          params: heldParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const companyId = idOf(request.params.companyId);
        const certificationId = idOf(request.params.certificationId);
        if (companyId === null || certificationId === null) throw notFound();
        const unused = await db.transaction(async (tx) => {
          const [row] = await tx
            .delete(companyCertifications)
            .where(heldBy(companyId, certificationId))
            .returning({ id: companyCertifications.id });
          if (!row) throw notFound();
          return dropOtherFiles(tx, companyId, certificationId, null);
        });
        await forget(unused);
        return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
      },
    );

    app.post(
      '/v2/company/:companyId/certification/:certificationId/attachment',
      {
        schema: {
          tags: ['certifications'],
          summary:
            'Upload a certificate file (multipart: file; pdf, png, jpeg or webp up to 10 MB) for a company and certification; a save then links it by attachment_id',
          params: heldParams,
          response: {
            201: certificationAttachmentSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const viewer = requireCmsUser(request);
        const companyId = await requireCompany(db, idOf(request.params.companyId));
        const certificationId = idOf(request.params.certificationId);
        if (certificationId === null) throw notFound();
        const [certification] = await db
          .select({ id: certifications.id })
          .from(certifications)
          .where(eq(certifications.id, certificationId));
        if (!certification) throw notFound();
        const file = await readUpload(request, MAX_ATTACHMENT_BYTES);
        const type = detectFileType(file.data);
        if (!type || !ATTACHMENT_TYPES.includes(type))
          throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
        const key = `certifications/${companyId}/${certificationId}/${randomBytes(12).toString('hex')}.${type}`;
        await storage.put(key, file.data, CONTENT_TYPES[type]);
        try {
          const [row] = await db
            .insert(certificationAttachments)
            .values({
              companyId,
              certificationId,
              storageKey: key,
              fileName: cleanFileName(file.filename),
              contentType: CONTENT_TYPES[type],
              sizeBytes: file.data.length,
              uploadedBy: viewer.userId,
            })
            .returning();
          return reply.status(201).send(attachmentJson(row!));
        } catch (error) {
          await storage.delete(key).catch(() => undefined);
          throw error;
        }
      },
    );

    app.get(
      '/v2/company/:companyId/certification/:certificationId/attachment',
      {
        schema: {
          tags: ['certifications'],
          summary: 'The certificate file saved with a company certification',
          params: heldParams,
          response: {
            200: fileResponse(Object.values(CONTENT_TYPES), 'The certificate'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const held = await findCompanyCertification(
          db,
          idOf(request.params.companyId),
          idOf(request.params.certificationId),
        );
        if (!held.attachment) throw notFound();
        const [row] = await db
          .select()
          .from(certificationAttachments)
          .where(eq(certificationAttachments.id, held.attachment.id));
        if (!row) throw notFound();
        return sendStoredFile(reply, await storage.get(row.storageKey), { fileName: row.fileName });
      },
    );
  };
