import type { FastifyRequest } from 'fastify';

/** What the api must know about the browser behind a GraphQL request. */
export interface Caller {
  cookie?: string;
  /** Client address chain, ending with the address that reached the gateway. */
  forwardedFor?: string;
  forwardedProto?: string;
  forwardedHost?: string;
  userAgent?: string;
  acceptLanguage?: string;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function callerFromRequest(request: FastifyRequest): Caller {
  const headers = request.headers;
  const chain = [single(headers['x-forwarded-for']), request.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  return {
    cookie: single(headers.cookie),
    forwardedFor: chain || undefined,
    forwardedProto: single(headers['x-forwarded-proto']) ?? request.protocol,
    forwardedHost: single(headers['x-forwarded-host']) ?? single(headers.host),
    userAgent: single(headers['user-agent']),
    acceptLanguage: single(headers['accept-language']),
  };
}
