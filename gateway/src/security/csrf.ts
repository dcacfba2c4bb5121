import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The header the web app sends; any of PREFLIGHT_HEADERS does the same job. */
export const CSRF_HEADER = 'x-graphql-csrf';

/**
 * Headers that prove a request was not a "simple" cross-site request: a page
 * on another origin cannot add them without a CORS preflight, which we never
 * grant. Besides our own, the names common clients already send
 * (graphql-yoga, Apollo, the GraphQL-over-HTTP draft).
 */
export const PREFLIGHT_HEADERS = [
  CSRF_HEADER,
  'x-graphql-yoga-csrf',
  'apollo-require-preflight',
  'graphql-preflight',
] as const;

/** Content types a browser may send cross-site without a preflight (the CORS safelist). */
const SIMPLE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

type HeaderSource = { get(name: string): string | null } | Record<string, unknown>;

function header(headers: HeaderSource, name: string): string {
  const value =
    typeof headers.get === 'function'
      ? (headers as { get(name: string): string | null }).get(name)
      : (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * True when a browser could only have sent this request after a CORS preflight:
 * its content type parses and is not on the safelist (JSON, GraphQL response
 * JSON, …). A missing or unparsable content type counts as simple.
 */
function wasPreflighted(contentType: string): boolean {
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(essence)) return false;
  return !SIMPLE_CONTENT_TYPES.has(essence);
}

/** True when the request carries a non-empty preflight header. */
export function hasPreflightHeader(headers: HeaderSource): boolean {
  return PREFLIGHT_HEADERS.some((name) => header(headers, name).trim() !== '');
}

/**
 * The CSRF rule of the ecosystem (Apollo Server, graphql-yoga): JSON requests
 * are safe because a foreign page cannot send them without a preflight; GET,
 * forms, multipart and text/plain must carry a non-empty preflight header.
 */
export function isSafeFromCsrf(headers: HeaderSource): boolean {
  return wasPreflighted(header(headers, 'content-type')) || hasPreflightHeader(headers);
}

export function useCsrfProtection(): Plugin {
  return {
    onRequestParse({ request }) {
      if (isSafeFromCsrf(request.headers)) return;
      throw createGraphQLError(
        `This request needs a non-empty ${PREFLIGHT_HEADERS.join(', ')} header, or a JSON content type.`,
        {
          extensions: {
            http: { status: 403 },
            code: 'FORBIDDEN',
            messageKey: 'MESSAGE.CSRF_HEADER_MISSING',
          },
        },
      );
    },
  };
}
