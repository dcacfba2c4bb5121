import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { areaHttpRoutes, areaResolvers } from './areas';
import { loadConfig, type GatewayConfig } from './config';
import { SessionCache } from './auth/session-cache';
import { chatTopics } from './chat/resolvers';
import { EventHub } from './events/event-hub';
import { EventStream } from './events/event-stream';
import type { Resolvers } from './generated/resolvers';
import { handleOnFastPath } from './graphql-fast-path';
import { registerHealth } from './health';
import { callerFromRequest } from './rest/caller';
import { RestClient, type RestCallRecord } from './rest/rest-client';
import { createRestPool, type RestPool } from './rest/rest-pool';
import { webAppContentSecurityPolicy } from './security/content-security-policy';
import { buildSchema, readTypeDefs } from './schema/build-schema';
import { settingsResolvers } from './settings/resolvers';
import { registerWebApp } from './web-app';
import { createGatewayYoga } from './yoga';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

export interface BuildGatewayOptions {
  logger?: FastifyServerOptions['logger'];
  /** Extra SDL and resolvers (tests add probe fields with them). */
  extraTypeDefs?: string[];
  extraResolvers?: Resolvers[];
  /** Called after every REST call (diagnostics, tests). */
  onRestCall?: (call: RestCallRecord) => void;
  /** Reconnect delays of the event stream. */
  eventBackoff?: (attempt: number) => number;
}

/** Handles on the running parts, for main.ts and tests. */
export interface GatewayParts {
  config: GatewayConfig;
  rest: RestPool;
  events: EventHub;
  eventStream: EventStream | undefined;
}

export type GatewayInstance = FastifyInstance & { gateway: GatewayParts };

/**
 * The gateway on one port: /graphql (yoga, GraphiQL, SSE subscriptions),
 * /healthz, /readyz and the built web app.
 */
// Building the schema costs ~0.3 s of CPU and depends on no setting: the gateways of one
// process (each test file starts its own) share it unless a test adds to it.
let standardSchema: GraphQLSchema | undefined;

function schemaWith({ extraTypeDefs, extraResolvers }: BuildGatewayOptions): GraphQLSchema {
  if (!extraTypeDefs && !extraResolvers)
    return (standardSchema ??= buildSchema({
      typeDefs: readTypeDefs(),
      resolvers: [...areaResolvers, settingsResolvers],
    }));
  return buildSchema({
    typeDefs: [...readTypeDefs(), ...(extraTypeDefs ?? [])],
    resolvers: [...areaResolvers, settingsResolvers, ...(extraResolvers ?? [])],
  });
}

export async function buildGateway(
  overrides: Partial<GatewayConfig> = {},
  options: BuildGatewayOptions = {},
): Promise<GatewayInstance> {
  const config: GatewayConfig = { ...loadConfig({}), ...overrides };
  const rest = createRestPool(config.apiUrl, config.internalToken);
  const events = new EventHub(1000, [chatTopics]);
  const sessions = new SessionCache(config.followEvents ? config.sessionCacheMs : 0);
  const schema = schemaWith(options);
  const yoga = createGatewayYoga(config, schema, events, sessions);

  const app = Fastify({
    logger: options.logger ?? false,
    // Open subscription streams must not keep the server from closing.
    forceCloseConnections: true,
    bodyLimit: config.bodyLimit,
  });

  const eventStream = config.followEvents
    ? new EventStream({
        rest,
        internalToken: config.internalToken,
        publish: (event) => {
          sessions.invalidate(event);
          events.publish(event);
        },
        backoff: options.eventBackoff,
        log: (message, error) => app.log.warn({ err: error }, message),
      })
    : undefined;

  // A callback hook, not an async one: no promise per answer for three constant headers.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });

  // Some clients label their JSON request with the GraphQL response type; read it as JSON.
  app.addContentTypeParser(
    'application/graphql-response+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const client = new RestClient(rest, callerFromRequest(request), options.onRestCall);
      const fast = await handleOnFastPath(yoga, request, { rest: client }, config);
      if (fast) {
        reply.headers(fast.headers);
        // The api's session cookie goes back to the browser as if it had called the api.
        if (client.setCookies.length > 0) reply.header('set-cookie', client.setCookies);
        return reply.status(fast.status).send(fast.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { rest: client });
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = [...response.headers.getSetCookie(), ...client.setCookies];
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.status(response.status);
      // A single result is already a string in memory: send it as one write with a
      // content-length instead of piping it as a stream (chunked). Subscriptions
      // (SSE) and incremental results stay streams.
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('text/event-stream') || type.startsWith('multipart/')) {
        return reply.send(response.body);
      }
      const text = await response.text();
      // yoga's answers without a body (405, 406, 415) go out as they did before: null.
      return reply.send(text === '' ? null : text);
    },
  });

  registerHealth(app, rest, eventStream);
  for (const register of areaHttpRoutes) await register(app, rest);
  await registerWebApp(app, config.webDist, webAppContentSecurityPolicy(config.mapTileUrl));

  app.addHook('onReady', async () => eventStream?.start());
  app.addHook('onClose', async () => {
    await eventStream?.stop();
    await rest.close();
  });

  // Fastify instances are thenable: returning one from an async function awaits
  // ready(), so the gateway is fully booted (and following events) when this resolves.
  return Object.assign(app, {
    gateway: { config, rest, events, eventStream },
  }) as unknown as GatewayInstance;
}
