import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/routes';
import { affiliatesRoutes } from './affiliates/routes';
import { cmsRoutes } from './cms/routes';
import { companiesRoutes } from './companies/routes';
import { leadsRoutes } from './leads/routes';
import { plazaRoutes } from './plaza/routes';
import { dealsRoutes } from './deals/routes';
import { prepaidRoutes } from './prepaid/routes';
import { invoicesRoutes } from './invoices/routes';
import { paymentsRoutes } from './payments/routes';
import { faqAreaRoutes } from './faq/routes';
import { certificationsRoutes } from './certifications/routes';
import { tagsAreaRoutes } from './tags/routes';
import { comparisonRoutes } from './comparison/routes';
import { featuresAreaRoutes } from './features/routes';
import { filtersAreaRoutes } from './filters/routes';
import { comparisonReviewsRoutes } from './comparison-reviews/routes';
import { feedsAreaRoutes } from './feeds/routes';
import { dashboardsRoutes } from './dashboards/routes';
import { marketingRoutes } from './marketing/routes';
import { menusRoutes } from './menus/routes';
import { widgetsAreaRoutes } from './widgets/routes';
import { chatAreaRoutes } from './chat/routes';
import { claimsRoutes } from './claims/routes';
import { productsRoutes } from './products/routes';
import { reviewsRoutes } from './reviews/routes';
import type { ApiConfig } from './config';
import type { AreaPlugin } from './shared/area-plugin';
import type { Database } from './db';
import { eventsRoutes } from './events/routes';
import { forwardedHopTrust, registerClientAddress } from './shared/client-address';
import { registerCrossSiteGuard } from './shared/cross-site-guard';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './shared/errors';
import { registerFormBody } from './shared/form-body';
import { openApiTransform, openApiTransformObject } from './shared/openapi-transform';
import { registerNulRefusal } from './shared/refuse-nul';
import { registerSessionGuard } from './shared/session-guard';

/**
 * Every area's routes.ts, in registration order: one line per area. tests/shared/area-registry.test.ts
 * fails when an area's routes.ts is missing here.
 */
const AREA_ROUTES: AreaPlugin[] = [
  accountsRoutes,
  eventsRoutes,
  companiesRoutes,
  productsRoutes,
  leadsRoutes,
  plazaRoutes,
  dealsRoutes,
  prepaidRoutes,
  invoicesRoutes,
  paymentsRoutes,
  faqAreaRoutes,
  certificationsRoutes,
  chatAreaRoutes,
  claimsRoutes,
  cmsRoutes,
  affiliatesRoutes,
  tagsAreaRoutes,
  menusRoutes,
  widgetsAreaRoutes,
  reviewsRoutes,
  comparisonRoutes,
  featuresAreaRoutes,
  filtersAreaRoutes,
  comparisonReviewsRoutes,
  feedsAreaRoutes,
  dashboardsRoutes,
  marketingRoutes,
];

export interface BuildApiOptions {
  db: Database;
  config: ApiConfig;
  /** Fastify logger setting; off in tests. */
  logger?: boolean | { level: string };
}

/** The REST service: every area's routes at the root, OpenAPI at /docs. */
export async function buildApi({
  db,
  config,
  logger = false,
}: BuildApiOptions): Promise<FastifyInstance> {
  // The gateway forwards the client address and the original protocol. They are believed
  // from the gateway (internal token) and the proxies in TRUST_PROXY only, so a client
  // cannot pick its own address for the login and quote-form limits (client-address.ts).
  const app = Fastify({
    logger,
    trustProxy: forwardedHopTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  registerClientAddress(app, config);
  registerCrossSiteGuard(app, config);

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  registerFormBody(app);
  registerNulRefusal(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leadportaal REST api',
        version: '1.0.0',
        description: 'System of record of the lead marketplace portal.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    // Response schemas with `.meta({ id })` become components.schemas (the gateway's REST types).
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await registerSessionGuard(app, db);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  const deps = { db, config };
  for (const routes of AREA_ROUTES) await app.register(routes, deps);

  return app;
}
