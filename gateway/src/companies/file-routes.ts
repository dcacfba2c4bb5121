import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { callerFromRequest } from '../rest/caller';
import type { RestPool } from '../rest/rest-pool';
import { CSRF_HEADER } from '../security/csrf';

/** The upload kinds and their api paths (POST to upload, GET to read back). */
const FILE_KINDS = new Set(['logo', 'list-logo', 'commercial_register_extract']);
/** The api refuses larger files itself; this only stops absurd bodies early. */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/** Headers the api needs to act for the browser: its cookie and address. */
function forwardHeaders(request: FastifyRequest): Record<string, string> {
  const caller = callerFromRequest(request);
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
  if (caller.forwardedProto) headers['x-forwarded-proto'] = caller.forwardedProto;
  if (caller.forwardedHost) headers['x-forwarded-host'] = caller.forwardedHost;
  if (caller.userAgent) headers['user-agent'] = caller.userAgent;
  if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
  return headers;
}

const COPIED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
];

/** Sends the api's answer on to the browser, body streamed. */
function relay(reply: FastifyReply, response: Dispatcher.ResponseData): FastifyReply {
  for (const name of COPIED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  reply.status(response.statusCode);
  return reply.send(response.body);
}

function validId(id: string): boolean {
  return /^\d{1,10}$/.test(id);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' });
}

async function unavailable(reply: FastifyReply, error: unknown): Promise<FastifyReply> {
  reply.log.warn({ err: error }, 'api unreachable for a file route');
  return reply.status(503).send({ message: 'MESSAGE.SERVICE_UNAVAILABLE' });
}

/**
 * Plain HTTP routes of the companies area, each a thin pass-through to the api
 * with the browser's session cookie:
 * - GET  /export/companies.csv?<filters>     -> GET  /company/csv
 * - GET  /files/company/:id/:kind            -> GET  /company/:id/:kind (logo, list-logo, extract)
 * - POST /upload/company/:id/:kind (multipart, x-graphql-csrf header) -> POST /company/:id/:kind
 */
export async function companyFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get('/export/companies.csv', async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const response = await rest.pool.request({
          method: 'GET',
          path: `${rest.basePath}/company/csv${search}`,
          headers: { ...forwardHeaders(request), accept: 'text/csv, application/json' },
        });
        return relay(reply, response);
      } catch (error) {
        return unavailable(reply, error);
      }
    });

    scope.get<{ Params: { id: string; kind: string } }>(
      '/files/company/:id/:kind',
      async (request, reply) => {
        const { id, kind } = request.params;
        if (!validId(id) || !FILE_KINDS.has(kind)) return notFound(reply);
        try {
          const response = await rest.pool.request({
            method: 'GET',
            path: `${rest.basePath}/company/${id}/${kind}`,
            headers: forwardHeaders(request),
          });
          return relay(reply, response);
        } catch (error) {
          return unavailable(reply, error);
        }
      },
    );

    scope.post<{ Params: { id: string; kind: string } }>(
      '/upload/company/:id/:kind',
      async (request, reply) => {
        const { id, kind } = request.params;
        if (!validId(id) || !FILE_KINDS.has(kind)) return notFound(reply);
        // Same CSRF rule as /graphql: a cross-site form cannot add this header.
        if (!request.headers[CSRF_HEADER]) {
          return reply.status(403).send({ message: 'MESSAGE.CSRF_HEADER_MISSING' });
        }
        const type = String(request.headers['content-type'] ?? '');
        if (!type.startsWith('multipart/form-data')) {
          return reply.status(400).send({ message: 'MESSAGE.UPLOAD_FAILED' });
        }
        const length = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES) {
          return reply.status(400).send({ message: 'MESSAGE.UPLOAD_FAILED' });
        }
        const headers: Record<string, string> = {
          ...forwardHeaders(request),
          'content-type': type,
          accept: 'application/json',
        };
        if (Number.isFinite(length)) headers['content-length'] = String(length);
        try {
          const response = await rest.pool.request({
            method: 'POST',
            path: `${rest.basePath}/company/${id}/${kind}`,
            headers,
            body: request.raw,
          });
          const answer = (await response.body.json().catch(() => ({}))) as {
            message?: string;
            fields?: Record<string, string>;
          };
          // The browser gets the message only; it reads the company through GraphQL.
          return reply.status(response.statusCode).send({
            message:
              answer.message ??
              (response.statusCode < 400 ? 'MESSAGE.UPLOAD_SUCCESSFUL' : 'MESSAGE.UPLOAD_FAILED'),
            ...(answer.fields ? { fields: answer.fields } : {}),
          });
        } catch (error) {
          return unavailable(reply, error);
        }
      },
    );
  });
}
