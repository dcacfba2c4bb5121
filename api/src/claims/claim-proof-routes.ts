import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { MESSAGE } from '#domain/shared/messages';
import { companyReach, isCompanyStaff } from '../companies';
import { recordEvent } from '../events';
import type { FileStorage } from '../files';
import {
  CONTENT_TYPES,
  detectFileType,
  type DetectedType,
  readUpload,
  sendAttachment,
} from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { claimFor } from './claim-access';
import { claimJson } from './claim-json';
import { claimSchema } from './claim.schema';
import { claims } from './claim.table';

/** Screenshots, photos and documents: images and PDF, checked by content, up to 10 MB. */
const PROOF_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'webp', 'pdf'];
const MAX_BYTES = 10 * 1024 * 1024;
const idParams = z.object({ id: z.string() });

/** The proof of a claim (claim/{id}/proof): the claiming company or staff upload, readers read. */
export const claimProofRoutes = (storage: FileStorage): AreaPlugin =>
  async function claimProofPlugin(app, { db }) {
    app.post(
      '/claim/:id/proof',
      {
        schema: {
          tags: ['claims'],
          summary:
            'Attach or replace the proof (multipart, one file: png/jpeg/webp/pdf up to 10 MB)',
          params: idParams,
          response: { 200: claimSchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const claim = await claimFor(db, viewer, request.params.id);
        const ownCompany = (await companyReach(db, viewer)).all.has(claim.companyId);
        if (!isCompanyStaff(viewer) && !ownCompany) throw new ApiError(403, MESSAGE.ACCESS_DENIED);
        // Once a person decided, the file they decided on stays (automatic decisions stay open).
        const decided =
          claim.status === CLAIM_STATUSES.denied || claim.status === CLAIM_STATUSES.accepted;
        if (decided && !claim.autoDecided) throw new ApiError(400, MESSAGE.CLAIM_READ_ONLY);
        const { data, filename } = await readUpload(request, MAX_BYTES);
        const type = detectFileType(data);
        if (!type || !PROOF_TYPES.includes(type))
          throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
        const key = `claims/${claim.id}/${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        let saved;
        try {
          saved = await db.transaction(async (tx) => {
            const [row] = await tx
              .update(claims)
              .set({
                proofKey: key,
                proofName: (filename || `bewijs.${type}`).slice(0, 200),
                proofMediaType: CONTENT_TYPES[type],
                proofSize: data.length,
                version: sql`${claims.version} + 1`,
                updatedAt: new Date(),
              })
              .where(eq(claims.id, claim.id))
              .returning();
            await recordEvent(tx, {
              type: 'claim.updated',
              companyId: claim.companyId,
              userId: viewer.userId,
              payload: { claim_id: claim.id, action: 'proof' },
            });
            return row!;
          });
        } catch (error) {
          await storage.delete(key).catch(() => undefined);
          throw error;
        }
        if (claim.proofKey) await storage.delete(claim.proofKey).catch(() => undefined);
        return claimJson(db, viewer, saved);
      },
    );

    app.get(
      '/claim/:id/proof',
      {
        schema: {
          tags: ['claims'],
          summary: 'The proof file of a claim',
          params: idParams,
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
        const claim = await claimFor(db, requireViewer(request), request.params.id);
        const file = claim.proofKey ? await storage.get(claim.proofKey) : null;
        if (!file) throw notFound();
        return sendAttachment(reply, {
          data: file.data,
          mediaType: claim.proofMediaType ?? file.contentType,
          fileName: claim.proofName ?? 'bewijs',
        });
      },
    );
  };
