import type { YogaInitialContext } from 'graphql-yoga';
import type { Loaders } from './areas';
import type { ViewerSession } from './auth/viewer-session';
import type { EventHub } from './events/event-hub';
import type { RestClient } from './rest/rest-client';

/** What the Fastify route hands to yoga for each request. */
export interface GatewayServerContext {
  rest: RestClient;
}

/** The context every resolver gets: built once per GraphQL request. */
export interface GatewayContext extends YogaInitialContext, GatewayServerContext {
  /** DataLoaders of every area, fresh per request. */
  loaders: Loaders;
  /** The logged-in user, fetched once. */
  viewer: ViewerSession;
  /** Live events for subscriptions. */
  events: EventHub;
  /** The map's tiles as configured (MAP_TILE_URL, MAP_ATTRIBUTION); no tile URL: no map. */
  mapSettings: { tileUrl: string | null; attribution: string };
}
