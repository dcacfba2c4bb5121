import { internalTokenFrom } from '#domain/shared/internal-token';

/** Settings of the gateway, read once from the environment. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base address of the REST api. */
  apiUrl: string;
  /**
   * Shared secret with the api (header x-internal-token): for its event stream, and on every
   * call so the api believes the client address the gateway forwards.
   */
  internalToken: string;
  graphiql: boolean;
  introspection: boolean;
  /** Folder of the built web app (vite build output). */
  webDist: string;
  /** Largest accepted GraphQL request body, in bytes. */
  bodyLimit: number;
  /** Origins allowed to call /graphql from another site; empty means same origin only. */
  corsOrigins: string[];
  /** Adds `extensions.restCalls` to each result; meant for tests and local diagnosis. */
  exposeRestCalls: boolean;
  /** Follow the api's event stream (subscriptions); off for a gateway that only answers queries. */
  followEvents: boolean;
  /**
   * How long a looked-up session may be reused across requests (ms). Only used while
   * the gateway follows the api's events, which drop entries a change makes stale.
   */
  sessionCacheMs: number;
  /** Map tile URL template for the web app's maps; empty: maps without tiles (offline). */
  mapTileUrl: string;
  /** Attribution shown with the tiles. */
  mapAttribution: string;
}

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:4001').replace(/\/+$/, ''),
    internalToken: internalTokenFrom(env),
    graphiql: flag(env.GRAPHIQL, !production),
    introspection: flag(env.INTROSPECTION, !production),
    webDist: env.WEB_DIST ?? 'web/dist',
    bodyLimit: Number(env.GRAPHQL_BODY_LIMIT ?? 256 * 1024),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    exposeRestCalls: flag(env.EXPOSE_REST_CALLS, false),
    followEvents: flag(env.FOLLOW_EVENTS, true),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 3000),
    mapTileUrl: (env.MAP_TILE_URL ?? OSM_TILE_URL).trim(),
    mapAttribution: env.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION,
  };
}
