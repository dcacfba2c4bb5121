/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApi } from '../../api/src/app';
import { loadConfig, type ApiConfig } from '../../api/src/config';
import { migrate, openDatabase, type Database } from '../../api/src/db';
import { seedIfEmpty } from '../../api/src/seed';
import { startFeedRunner, type FeedRunnerOptions } from '../../api/src/feeds/feed-runner';

export interface StartApiOptions {
  /** Load the demo data (default true). */
  seed?: boolean;
  /** Overrides of the api configuration. */
  config?: Partial<ApiConfig>;
  /** Runs the product-feed runner beside the api (as main.ts does) with these options; off by default. */
  feedRunner?: Omit<FeedRunnerOptions, 'db'>;
}

export interface RunningApi {
  /** Base address, e.g. http://127.0.0.1:54321 (no trailing slash). */
  url: string;
  db: Database;
  config: ApiConfig;
  close: () => Promise<void>;
}

/**
 * A database of this test file's own on the PostgreSQL pass's server, copied from the
 * run's template (with or without the demo data); dropped again by `drop`. Undefined
 * outside the PostgreSQL pass.
 */
export async function freshPostgres(
  seed: boolean,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const templates = inject('postgresTemplates');
  if (!templates) return undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templates.server });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE ${seed ? templates.seeded : templates.empty}`,
  );
  await admin.end();
  const url = new URL(templates.server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: templates.server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// The run's template tarballs, read once per worker (files share their worker's modules).
const templateFiles = new Map<string, Uint8Array>();

/** The bytes of a PGlite template tarball (see database-templates.global-setup.ts). */
export function templateBytes(path: string): Uint8Array {
  let bytes = templateFiles.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    templateFiles.set(path, bytes);
  }
  return bytes;
}

/** Whether this test file runs in the PostgreSQL pass (the `api-pg` project). */
export function onPostgres(): boolean {
  return !!inject('postgresTemplates');
}

/**
 * Starts the real api on 127.0.0.1 (random port) over a fresh database: PGlite in
 * memory, or in the PostgreSQL pass a database of its own on that server. Migrated,
 * and seeded with the demo data unless `seed: false`.
 */
export async function startApi(opts: StartApiOptions = {}): Promise<RunningApi> {
  const seed = opts.seed !== false;
  const fresh = await freshPostgres(seed);
  const config: ApiConfig = {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: fresh?.url,
    port: 0,
    host: '127.0.0.1',
    ...opts.config,
  };
  const templates = fresh || config.databaseUrl ? null : inject('pgliteTemplates');
  const template = templates ? (seed ? templates.seeded : templates.empty) : undefined;
  const { db, close: closeDb } = await openDatabase({
    ...config,
    initialData: template ? templateBytes(template) : undefined,
  });
  // From a template these find nothing left to do.
  await migrate(db);
  if (seed) await seedIfEmpty(db);
  const app = await buildApi({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const feedRunner = opts.feedRunner ? startFeedRunner({ ...opts.feedRunner, db }) : undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    config,
    close: async () => {
      await feedRunner?.stop();
      await app.close();
      await closeDb();
      await fresh?.drop();
    },
  };
}

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

/** A tiny HTTP client that keeps cookies, like a browser session against the api. */
export interface TestClient {
  cookies: Map<string, string>;
  get<T = any>(path: string, options?: RequestOptions): Promise<HttpAnswer<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpAnswer<T>>;
  put<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpAnswer<T>>;
  delete<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpAnswer<T>>;
  /** POST /login_check/ as a form; throws when the login is refused. */
  login(email: string, password?: string): Promise<HttpAnswer>;
}

export function createClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();

  async function send(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const response = await fetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: payload,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  return {
    cookies,
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    delete: (path, body, options) => send('DELETE', path, body, options),
    async login(email, password = 'Welkom123') {
      const answer = await send('POST', '/login_check/', { email, password }, { form: true });
      if (answer.status !== 200)
        throw new Error(`login ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    },
  };
}
