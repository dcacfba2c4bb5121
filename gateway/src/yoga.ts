import { useGraphQlJit } from '@envelop/graphql-jit';
import { createLRUCache, createYoga, type Plugin } from 'graphql-yoga';
import { createLoaders } from './areas';
import { useForgetViewerAfterMutation } from './auth/forget-viewer-after-mutation';
import type { SessionCache } from './auth/session-cache';
import { ViewerSession } from './auth/viewer-session';
import type { GatewayConfig } from './config';
import type { GatewayServerContext } from './context';
import type { EventHub } from './events/event-hub';
import { useGraphQLResponseJsonRequests } from './plugins/graphql-response-json-requests';
import { useRestCallExtension } from './plugins/rest-call-extension';
import { PREFLIGHT_HEADERS, useCsrfProtection } from './security/csrf';
import { useNoIntrospection } from './security/introspection';
import { useQueryLimits } from './security/limits';
import { maskUnexpectedError } from './security/mask-errors';
import { getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';

const isSubscription = (document: DocumentNode, operationName?: string | null) =>
  getOperationAST(document, operationName)?.operation === 'subscription';

export type GatewayYoga = ReturnType<typeof createYoga<GatewayServerContext>>;

/** graphql-yoga with the gateway's context and security defaults. */
export function createGatewayYoga(
  config: GatewayConfig,
  schema: GraphQLSchema,
  events: EventHub,
  sessions: SessionCache,
): GatewayYoga {
  const mapSettings = { tileUrl: config.mapTileUrl || null, attribution: config.mapAttribution };
  const plugins: Plugin[] = [
    useForgetViewerAfterMutation() as Plugin,
    useCsrfProtection(),
    useGraphQLResponseJsonRequests(),
    ...useQueryLimits({ hideSuggestions: !config.introspection }),
  ];
  if (!config.introspection) plugins.push(useNoIntrospection());
  // Compiled execution: each distinct query or mutation is compiled once to plain JS.
  // Subscriptions stay on graphql-js: graphql-jit lost the replay of missed events
  // (afterEventId) when the same subscription document came back with new variables.
  plugins.push(
    useGraphQlJit(
      {},
      {
        cache: createLRUCache({ max: 1000 }),
        enableIf: (args) => !isSubscription(args.document, args.operationName),
      },
    ) as Plugin,
  );
  if (config.exposeRestCalls) plugins.push(useRestCallExtension() as Plugin);

  return createYoga<GatewayServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.graphiql ? { title: 'Leadportaal GraphQL' } : false,
    landingPage: false,
    // The web app is served from this same origin; other origins only when listed.
    cors:
      config.corsOrigins.length > 0
        ? {
            origin: config.corsOrigins,
            credentials: true,
            allowedHeaders: ['content-type', 'accept', ...PREFLIGHT_HEADERS],
          }
        : false,
    batching: false,
    logging: false,
    maskedErrors: { maskError: maskUnexpectedError },
    plugins,
    context: ({ rest }) => ({
      loaders: createLoaders(rest),
      viewer: new ViewerSession(rest, sessions),
      events,
      mapSettings,
    }),
  });
}
