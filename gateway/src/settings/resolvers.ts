import type { GatewayConfig } from '../config';
import type { Resolvers } from '../generated/resolvers';

/** Runtime settings the web app reads (schema/settings.graphql); they come from the gateway's config. */
export function settingsResolvers(
  config: Pick<GatewayConfig, 'mapTileUrl' | 'mapAttribution'>,
): Resolvers {
  return {
    Query: {
      mapSettings: () => ({
        tileUrl: config.mapTileUrl || null,
        attribution: config.mapAttribution,
      }),
    },
  };
}
