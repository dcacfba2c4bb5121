import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The upload kinds, named as their api paths (POST to upload, GET to read back). */
const FILE_KINDS = new Set(['logo', 'list-logo', 'commercial_register_extract']);
/** The api refuses larger files itself (10 MB for the extract). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/**
 * Plain HTTP routes of the companies area, each a thin pass-through to the api
 * with the browser's session cookie:
 * - GET  /export/companies.csv?<filters>   -> GET  /company/csv
 * - GET  /export/company/:id/stats.csv?startDate&endDate -> GET /company/:id/csv (its stats)
 * - GET  /files/company/:id/:kind          -> GET  /company/:id/:kind (logo, list-logo, extract)
 * - POST /upload/company/:id/:kind (multipart, x-graphql-csrf header) -> POST /company/:id/:kind
 */
export async function companyFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get('/export/companies.csv', async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return relayDownload(
        rest,
        request,
        reply,
        `/company/csv${query}`,
        'text/csv, application/json',
      );
    });

    scope.get<{ Params: { id: string }; Querystring: { startDate?: unknown; endDate?: unknown } }>(
      '/export/company/:id/stats.csv',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        // Only the two days go on; the api validates them (400 for anything else).
        const query = new URLSearchParams();
        for (const name of ['startDate', 'endDate'] as const) {
          const value = request.query[name];
          if (typeof value === 'string') query.set(name, value);
        }
        const search = query.size > 0 ? `?${query.toString()}` : '';
        return relayDownload(
          rest,
          request,
          reply,
          `/company/${request.params.id}/csv${search}`,
          'text/csv, application/json',
        );
      },
    );

    scope.get<{ Params: { id: string; kind: string } }>(
      '/files/company/:id/:kind',
      async (request, reply) => {
        const { id, kind } = request.params;
        if (!isValidId(id) || !FILE_KINDS.has(kind)) return notFound(reply);
        return relayDownload(rest, request, reply, `/company/${id}/${kind}`);
      },
    );

    scope.post<{ Params: { id: string; kind: string } }>(
      '/upload/company/:id/:kind',
      async (request, reply) => {
        const { id, kind } = request.params;
        if (!isValidId(id) || !FILE_KINDS.has(kind)) return notFound(reply);
        return relayUpload(rest, request, reply, `/company/${id}/${kind}`, MAX_UPLOAD_BYTES);
      },
    );
  });
}
