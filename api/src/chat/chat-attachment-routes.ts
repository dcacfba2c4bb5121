import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { parseId } from '../companies';
import type { FileStorage } from '../files';
import {
  CONTENT_TYPES,
  detectFileType,
  type DetectedType,
  readUpload,
  sendAttachment,
} from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { startIntervalJob } from '../shared/interval-job';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { conversationFor } from './chat-access';
import { chatAttachmentJson, chatAttachmentSchema } from './chat-attachment-json';
import { chatAttachments } from './chat-attachment.table';
import { chatIsOpen } from './chat-subject';

/** Photos and PDF (quotes, drawings), checked by content, up to 10 MB each. */
const ATTACHMENT_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'webp', 'pdf'];
const MAX_BYTES = 10 * 1024 * 1024;
/** Uploaded but never sent: gone after a day. */
const UNSENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const fileParams = z.object({ id: z.string(), attachment_id: z.string() });

/**
 * Files on chat messages: one of the two sides uploads a file to the conversation,
 * then sends it with a message (`attachment_ids`); both sides and staff read it.
 */
export const chatAttachmentRoutes = (storage: FileStorage): AreaPlugin =>
  async function chatAttachmentPlugin(app, { db }) {
    app.post(
      '/message_service/conversation/:id/attachment',
      {
        schema: {
          tags: ['chat'],
          summary:
            'Upload a file to send with the next message (multipart, one file: png/jpeg/webp/pdf up to 10 MB)',
          params: z.object({ id: z.string() }),
          response: {
            201: chatAttachmentSchema,
            ...errorResponses(400, 401, 403, 404, 413),
          },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const { conversation, part } = await conversationFor(db, viewer, request.params.id);
        if (part === 'staff') throw new ApiError(403, MESSAGE.ACCESS_DENIED);
        if (!(await chatIsOpen(db, conversation.assignedLeadId)))
          throw new ApiError(403, MESSAGE.CHAT_DISABLED);
        const { data, filename } = await readUpload(request, MAX_BYTES);
        const type = detectFileType(data);
        if (!type || !ATTACHMENT_TYPES.includes(type))
          throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
        const key = `chat/${conversation.id}/${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        try {
          const [row] = await db
            .insert(chatAttachments)
            .values({
              conversationId: conversation.id,
              uploaderUserId: viewer.userId,
              fileKey: key,
              fileName: (filename || `bijlage.${type}`).slice(0, 200),
              mediaType: CONTENT_TYPES[type],
              size: data.length,
            })
            .returning();
          return reply.status(201).send(chatAttachmentJson(row!));
        } catch (error) {
          await storage.delete(key).catch(() => undefined);
          throw error;
        }
      },
    );

    app.get(
      '/message_service/conversation/:id/attachment/:attachment_id',
      {
        schema: {
          tags: ['chat'],
          summary:
            'One attachment (the file itself): for both sides and staff once sent, before that for its uploader',
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
        const viewer = requireViewer(request);
        const { conversation } = await conversationFor(db, viewer, request.params.id);
        const [row] = await db
          .select()
          .from(chatAttachments)
          .where(
            and(
              eq(chatAttachments.id, parseId(request.params.attachment_id)),
              eq(chatAttachments.conversationId, conversation.id),
            ),
          );
        const visible = row && (row.messageId !== null || row.uploaderUserId === viewer.userId);
        const file = visible ? await storage.get(row.fileKey) : null;
        if (!row || !file) throw notFound();
        return sendAttachment(reply, { ...row, data: file.data }, 3600);
      },
    );

    // Files uploaded and never sent are removed with their rows, hourly.
    const removeUnsent = async () => {
      const stale = await db
        .delete(chatAttachments)
        .where(
          and(
            isNull(chatAttachments.messageId),
            lt(chatAttachments.createdAt, new Date(Date.now() - UNSENT_LIFETIME_MS)),
          ),
        )
        .returning({ key: chatAttachments.fileKey });
      for (const { key } of stale) await storage.delete(key).catch(() => undefined);
    };
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startIntervalJob(removeUnsent, 60 * 60_000, (error) =>
        app.log.error({ err: error }, 'chat attachment cleanup failed'),
      );
    });
    app.addHook('onClose', async () => stop());
  };
