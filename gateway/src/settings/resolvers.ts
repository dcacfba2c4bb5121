import type { Resolvers } from '../generated/resolvers';

/**
 * Runtime settings the web app reads (schema/settings.graphql). They come from the
 * gateway's config through the context, so the schema is the same for every config.
 */
export const settingsResolvers: Resolvers = {
  Query: {
    mapSettings: (_parent, _args, { mapSettings }) => mapSettings,
  },
};
