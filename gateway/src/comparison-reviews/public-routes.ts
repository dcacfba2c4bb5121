import type { FastifyInstance } from 'fastify';
import { relayPublicPost } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/**
 * The public sites' review form, forwarded to the api as sent (JSON, no cookie, no
 * CSRF header), like the quote form (docs/architecture.md, "Public intake"):
 * - POST /public/comparison/review -> POST /public/comparison/review
 */
export async function comparisonReviewPublicRoutes(
  app: FastifyInstance,
  rest: RestPool,
): Promise<void> {
  await app.register(async (scope) => {
    scope.post('/public/comparison/review', async (request, reply) =>
      relayPublicPost(rest, request, reply, '/public/comparison/review', 64 * 1024),
    );
  });
}
