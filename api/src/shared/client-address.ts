import { timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';

/** The header the gateway proves itself with (the internal token, as on the event stream). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request carries the internal token: it was sent by the gateway. */
export function isFromGateway(request: FastifyRequest, internalToken: string): boolean {
  return sameSecret(request.headers[INTERNAL_TOKEN_HEADER], internalToken);
}

/**
 * Fastify's `trustProxy`: the direct sender's forwarded headers are believed (the hook
 * below has removed them unless the sender is the gateway or a listed proxy); the hops
 * before it only when they are listed in TRUST_PROXY.
 */
export function forwardedHopTrust(trustProxy: string[]): (address: string, hop: number) => boolean {
  const listed = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : () => false;
  return (address, hop) => hop === 0 || listed(address, hop);
}

/**
 * X-Forwarded-For/-Proto/-Host count only when the gateway (internal token) or a proxy
 * named in TRUST_PROXY sent them; anyone else's are dropped before a route reads
 * `request.ip` or `request.protocol`. Being on the same machine proves nothing: a local
 * client could otherwise pick a new address for every login guess.
 */
export function registerClientAddress(app: FastifyInstance, config: ApiConfig) {
  const listed = config.trustProxy.length > 0 ? proxyAddr.compile(config.trustProxy) : undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (FORWARDED_HEADERS.some((name) => name in headers)) {
      const peer = request.raw.socket.remoteAddress ?? '';
      const trusted = isFromGateway(request, config.internalToken) || listed?.(peer, 0) === true;
      if (!trusted) for (const name of FORWARDED_HEADERS) delete headers[name];
    }
    done();
  });
}
