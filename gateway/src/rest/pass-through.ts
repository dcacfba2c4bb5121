import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { hasPreflightHeader } from '../security/csrf';
import { callerFromRequest } from './caller';
import type { RestPool } from './rest-pool';

/**
 * Plain HTTP pass-through to the api for what GraphQL does not carry well:
 * file downloads, CSV exports and multipart uploads. The api acts for the
 * browser (its cookie and address are forwarded) and enforces every rule.
 */

const COPIED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
  // A provider's checkout answers a form post with a redirect back to the portal.
  'location',
];

/** Headers the api needs to act for the browser: its cookie and address, vouched for by the gateway. */
function forwardHeaders(rest: RestPool, request: FastifyRequest): Record<string, string> {
  const caller = callerFromRequest(request);
  const headers: Record<string, string> = { ...rest.gatewayHeaders };
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
  if (caller.forwardedProto) headers['x-forwarded-proto'] = caller.forwardedProto;
  if (caller.forwardedHost) headers['x-forwarded-host'] = caller.forwardedHost;
  if (caller.userAgent) headers['user-agent'] = caller.userAgent;
  if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
  return headers;
}

export const isValidId = (id: string) => /^\d{1,10}$/.test(id);

export const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' });

function unavailable(reply: FastifyReply, error: unknown): FastifyReply {
  reply.log.warn({ err: error }, 'api unreachable for a pass-through route');
  return reply.status(503).send({ message: 'MESSAGE.SERVICE_UNAVAILABLE' });
}

/** Sends the api's answer on to the browser, body streamed. */
function relay(reply: FastifyReply, response: Dispatcher.ResponseData): FastifyReply {
  for (const name of COPIED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  return reply.status(response.statusCode).send(response.body);
}

/** GET an api path (a file, an export) and stream the answer back. */
export async function relayDownload(
  rest: RestPool,
  request: FastifyRequest,
  reply: FastifyReply,
  apiPath: string,
  accept?: string,
): Promise<FastifyReply> {
  try {
    const response = await rest.pool.request({
      method: 'GET',
      path: `${rest.basePath}${apiPath}`,
      headers: { ...forwardHeaders(rest, request), ...(accept ? { accept } : {}) },
    });
    return relay(reply, response);
  } catch (error) {
    return unavailable(reply, error);
  }
}

/**
 * Streams a multipart upload to an api path. The browser gets `{ message, fields? }`
 * only and reads the changed record back through GraphQL.
 */
export async function relayUpload(
  rest: RestPool,
  request: FastifyRequest,
  reply: FastifyReply,
  apiPath: string,
  maxBytes: number,
  /** Send the api's JSON answer on (an upload the page refers to next), not only its message. */
  relayAnswer = false,
): Promise<FastifyReply> {
  // Multipart is what a cross-site form can send: like /graphql, it needs a preflight header.
  if (!hasPreflightHeader(request.headers)) {
    return reply.status(403).send({ message: 'MESSAGE.CSRF_HEADER_MISSING' });
  }
  const type = String(request.headers['content-type'] ?? '');
  const length = Number(request.headers['content-length'] ?? NaN);
  // The api checks type and size itself; this only stops absurd bodies early.
  if (!type.startsWith('multipart/form-data') || (Number.isFinite(length) && length > maxBytes)) {
    return reply.status(400).send({ message: 'MESSAGE.UPLOAD_FAILED' });
  }
  const headers: Record<string, string> = {
    ...forwardHeaders(rest, request),
    'content-type': type,
    accept: 'application/json',
  };
  if (Number.isFinite(length)) headers['content-length'] = String(length);
  try {
    const response = await rest.pool.request({
      method: 'POST',
      path: `${rest.basePath}${apiPath}`,
      headers,
      body: request.raw,
    });
    const answer = (await response.body.json().catch(() => ({}))) as {
      message?: string;
      fields?: Record<string, string>;
    };
    if (relayAnswer && response.statusCode < 400)
      return reply.status(response.statusCode).send(answer);
    return reply.status(response.statusCode).send({
      message:
        answer.message ??
        (response.statusCode < 400 ? 'MESSAGE.UPLOAD_SUCCESSFUL' : 'MESSAGE.UPLOAD_FAILED'),
      ...(answer.fields ? { fields: answer.fields } : {}),
    });
  } catch (error) {
    return unavailable(reply, error);
  }
}

/**
 * Forwards a public POST (the partner lead API, the quote form) to an api path
 * with its body as sent, and answers what the api answers. These endpoints are
 * authorised by the partner's guid or not at all, so no cookie travels and no
 * CSRF header is asked: a browser form cannot post JSON across sites.
 */
export async function relayPublicPost(
  rest: RestPool,
  request: FastifyRequest,
  reply: FastifyReply,
  apiPath: string,
  maxBytes: number,
): Promise<FastifyReply> {
  const type = String(request.headers['content-type'] ?? '');
  const length = Number(request.headers['content-length'] ?? NaN);
  const multipart = type.startsWith('multipart/form-data');
  if (
    !(type.startsWith('application/json') || multipart) ||
    (Number.isFinite(length) && length > maxBytes)
  )
    return reply.status(415).send({ message: 'MESSAGE.BAD_REQUEST' });
  const { cookie: _cookie, ...forwarded } = forwardHeaders(rest, request);
  const headers: Record<string, string> = {
    ...forwarded,
    'content-type': type,
    accept: 'application/json',
  };
  if (request.headers['idempotency-key'])
    headers['idempotency-key'] = String(request.headers['idempotency-key']);
  // A JSON body is sent as parsed here, so its length may differ from the original.
  if (multipart && Number.isFinite(length)) headers['content-length'] = String(length);
  try {
    const response = await rest.pool.request({
      method: 'POST',
      path: `${rest.basePath}${apiPath}`,
      headers,
      body: multipart ? request.raw : JSON.stringify(request.body),
    });
    return relay(reply, response);
  } catch (error) {
    return unavailable(reply, error);
  }
}

/**
 * Forwards a form post that carries no session and needs none (a payment
 * provider's webhook, the offline checkout's buttons) with its body as sent, and
 * answers what the api answers, redirects included.
 */
export async function relayForm(
  rest: RestPool,
  request: FastifyRequest,
  reply: FastifyReply,
  apiPath: string,
): Promise<FastifyReply> {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded'))
    return reply.status(415).send({ message: 'MESSAGE.BAD_REQUEST' });
  const { cookie: _cookie, ...forwarded } = forwardHeaders(rest, request);
  try {
    const response = await rest.pool.request({
      method: 'POST',
      path: `${rest.basePath}${apiPath}`,
      headers: { ...forwarded, 'content-type': type },
      body: request.raw,
    });
    return relay(reply, response);
  } catch (error) {
    return unavailable(reply, error);
  }
}
