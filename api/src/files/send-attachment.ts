import type { FastifyReply } from 'fastify';

/**
 * Answers with an uploaded file shown in the browser (inline) under its own name.
 * The type is the one checked at upload; nosniff keeps the browser from guessing another.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { data: Buffer; mediaType: string; fileName: string },
  cacheSeconds?: number,
): FastifyReply {
  reply
    .header('content-type', file.mediaType)
    .header('content-disposition', `inline; filename="${file.fileName.replace(/["\r\n]/g, '')}"`)
    .header('x-content-type-options', 'nosniff');
  if (cacheSeconds) reply.header('cache-control', `private, max-age=${cacheSeconds}`);
  return reply.send(file.data);
}
