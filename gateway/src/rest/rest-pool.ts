import { Pool } from 'undici';

/**
 * The one connection pool to the api, shared by every request of this process:
 * keep-alive connections are reused instead of opening a socket per REST call.
 */
export interface RestPool {
  pool: Pool;
  /** Path prefix of API_URL (empty when the api sits at the root of its host). */
  basePath: string;
  /**
   * Sent with every call that speaks for a client: the internal token, by which the api
   * knows the forwarded address and protocol come from the gateway (a client's own
   * X-Forwarded-For is not believed).
   */
  gatewayHeaders: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export function createRestPool(apiUrl: string, internalToken: string): RestPool {
  const url = new URL(apiUrl);
  const pool = new Pool(url.origin, {
    connections: 64,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  return {
    pool,
    basePath: url.pathname.replace(/\/+$/, ''),
    gatewayHeaders: { 'x-internal-token': internalToken },
    close: () => pool.close(),
  };
}
