import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../config';
import type { Database } from '../db';

/** What every area's routes plugin receives. */
export interface AreaDeps {
  db: Database;
  config: ApiConfig;
}

/** An area's routes: `export const xRoutes: AreaPlugin = async (app, { db, config }) => { … }`. */
export type AreaPlugin = FastifyPluginAsyncZod<AreaDeps>;
