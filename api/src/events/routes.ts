import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { eventBody, latestEventId } from './outbox';
import { OutboxCursor } from './outbox-cursor';
import { listenForOutbox } from './outbox-signal';
import { errorResponses, fileResponse } from '../shared/responses';

/** Safety-net poll; new rows normally wake the streams at once through the outbox signal. */
const POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The internal event stream the gateway follows (server-sent events over the outbox). */
export const eventsRoutes: AreaPlugin = async (app, { db, config }) => {
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<() => void>();
  // Streams waiting for their next read; a committed outbox row wakes them all.
  const sleepers = new Set<() => void>();
  const unlisten = await listenForOutbox(db, () => {
    for (const wake of sleepers) wake();
  });
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.addHook('onClose', async () => {
    await unlisten();
  });

  app.get(
    '/internal/events',
    {
      schema: {
        tags: ['internal'],
        summary:
          'Outbox events after an id, then live (text/event-stream; header x-internal-token)',
        // 'latest' starts at the newest event: a gateway that just booted has no one to replay for.
        querystring: z.object({
          after: z.union([z.literal('latest'), z.coerce.number().int().min(0)]).optional(),
        }),
        // The stream is written by hand (hijacked reply): nothing goes through a serialiser.
        response: {
          200: fileResponse(['text/event-stream'], 'Outbox events as server-sent events'),
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      const token = request.headers['x-internal-token'];
      if (!sameSecret(typeof token === 'string' ? token : undefined, config.internalToken)) {
        throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
      }
      const lastEventId = Number(request.headers['last-event-id']);
      const requested = request.query.after ?? (Number.isFinite(lastEventId) ? lastEventId : 0);
      const after = requested === 'latest' ? await latestEventId(db) : requested;
      const cursor = new OutboxCursor(db, after);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // The position comes first, so a client that asked for 'latest' knows where it stands.
      res.write(`retry: 1000\nid: ${after}\n\n`);

      let open = true;
      let lastWrite = Date.now();
      let wake: (() => void) | undefined;
      const stop = () => {
        open = false;
        wake?.();
      };
      streams.add(stop);
      request.raw.on('close', stop);
      while (open) {
        try {
          const rows = await cursor.next();
          for (const row of rows)
            res.write(`id: ${row.id}\ndata: ${JSON.stringify(eventBody(row))}\n\n`);
          if (rows.length > 0) lastWrite = Date.now();
          else if (Date.now() - lastWrite > HEARTBEAT_MS) {
            res.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
        } catch (error) {
          request.log.error({ err: error }, 'event stream read failed');
          // A closing database ends the stream; the client reconnects with Last-Event-ID.
          break;
        }
        if (open) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
            sleepers.add(wake);
          });
          if (wake) sleepers.delete(wake);
        }
      }
      streams.delete(stop);
      res.end();
    },
  );
};
