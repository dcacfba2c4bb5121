/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI schemas are read loosely */
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api-harness';
import {
  HOSTILE_KINDS,
  MANY,
  hostileBoolean,
  hostileNumber,
  hostileText,
  hostileUrlText,
  seededKinds,
  type FieldKind,
  fuzzAsEachAccount,
  type FuzzCaller,
} from '../support/hostile-values';

/**
 * Hostile input never makes the api fail: every operation of its OpenAPI document is
 * called with NUL bytes, int32 and larger numbers, fractions, impossible dates, long
 * texts, empty texts, wrong types and huge lists in its path, query and body, by an
 * anonymous caller and by logged-in staff and editors. Any 5xx answer is a defect.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  method: Method;
  path: string;
  pathParams: { name: string; schema: any }[];
  queryParams: { name: string; schema: any }[];
  body: any | undefined;
  /** Field schemas for an open body (`additionalProperties` only): the answer's fields. */
  bodyFallback: any | undefined;
}

interface Case {
  label: string;
  path: string;
  query: string;
  body: unknown;
}

/**
 * Left out for logged-in callers (the anonymous run covers them): logging out, or a
 * refused login, ends the session the rest of the run needs.
 * Left out for all: the event stream never ends.
 */
const SKIP_LOGGED_IN = new Set(['post /logout', 'post /login_check/']);
const SKIP_ALL = new Set(['get /internal/events']);
/** Ids of records that exist in the demo data (the demo users the run logs in as have others). */
const PLAIN_IDS = [2, 3, 4];
const CONCURRENCY = 6;
/** Kinds sent in the path of an operation with path parameters. */
const PATH_KINDS: FieldKind[] = ['nul', 'huge', 'fraction', 'long'];
/** Kinds sent to an operation that refuses the caller (401/403 with plain values). */
const REFUSED_KINDS: FieldKind[] = ['nul', 'huge', 'long', 'wrongType'];
/** Seeded mixes of kinds per operation. */
const MIXES = 1;

let document: OpenAPI3;
let api: RunningApi;

function resolve(schema: any): any {
  let current = schema;
  for (let i = 0; i < 10 && current?.$ref; i++) {
    const name = String(current.$ref).replace('#/components/schemas/', '');
    current = (document.components?.schemas as any)?.[name];
  }
  return current ?? {};
}

/** The first branch of a union that is not null, else the schema itself. */
function branch(schema: any): any {
  const resolved = resolve(schema);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (Array.isArray(options)) {
    const first = options.map(resolve).find((option: any) => option.type !== 'null');
    return first ? branch(first) : {};
  }
  if (Array.isArray(resolved.allOf) && resolved.allOf.length > 0) return branch(resolved.allOf[0]);
  return resolved;
}

function typeOf(schema: any): string {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t: string) => t !== 'null') ?? 'string';
  if (type) return type;
  if (schema.properties) return 'object';
  return 'string';
}

/** A JSON value for a schema where every field takes the kind `pick()` answers. */
function valueFor(
  schema: any,
  pick: () => FieldKind,
  fallback?: any,
  depth = 0,
  insideBigList = false,
): unknown {
  const resolved = branch(schema);
  const type = typeOf(resolved);
  const picked = pick();
  // Inside a list of 3,000 every leaf stays small (3,000 lists of 3,000 would be the test's fault).
  const kind = insideBigList && picked === 'bigArray' ? 'plain' : picked;
  switch (type) {
    case 'integer':
    case 'number':
      return hostileNumber(kind);
    case 'boolean':
      return hostileBoolean(kind);
    case 'array': {
      if (kind === 'wrongType') return 'x';
      if (depth > 3) return [];
      // One list of 3,000 per branch: lists inside it keep one item, or the body explodes.
      if (kind === 'bigArray' && !insideBigList) {
        const one = valueFor(resolved.items ?? {}, pick, undefined, depth + 1, true);
        return Array.from({ length: MANY }, () => one);
      }
      return [valueFor(resolved.items ?? {}, pick, undefined, depth + 1, insideBigList)];
    }
    case 'object': {
      if (kind === 'wrongType') return 'x';
      if (depth > 3) return {};
      const properties = resolved.properties ?? (depth === 0 ? fallback?.properties : undefined);
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries<any>(properties ?? {})) {
        out[name] = valueFor(field, pick, undefined, depth + 1, insideBigList);
      }
      return out;
    }
    default:
      return hostileText(kind, resolved.format === 'date-time');
  }
}

/** A path or query value for a parameter's schema. */
function urlValue(schema: any, kind: FieldKind): string {
  const resolved = branch(schema);
  const type = typeOf(resolved);
  if (kind === 'plain') {
    if (type === 'integer' || type === 'number') return '1';
    if (type === 'boolean') return 'true';
    return resolved.enum?.[0] !== undefined ? String(resolved.enum[0]) : 'a';
  }
  if (type === 'integer' || type === 'number') {
    const value = hostileNumber(kind);
    return Array.isArray(value) ? value.join(',') : String(value);
  }
  return hostileUrlText(kind);
}

function readOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters: any[] = operation.parameters ?? [];
      const success = Object.entries<any>(operation.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      operations.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        bodyFallback: branch(success?.content?.['application/json']?.schema ?? {}),
      });
    }
  }
  return operations;
}

function fillPath(operation: Operation, kindOf: (name: string) => FieldKind, plainId: number) {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = operation.pathParams.find((p) => p.name === name);
    const kind = kindOf(name);
    const value = kind === 'plain' ? String(plainId) : urlValue(param?.schema ?? {}, kind);
    return encodeURIComponent(value);
  });
}

function fillQuery(operation: Operation, kindOf: (name: string) => FieldKind): string {
  const params = new URLSearchParams();
  for (const param of operation.queryParams) {
    const kind = kindOf(param.name);
    if (kind === 'plain') continue;
    params.set(param.name, urlValue(param.schema, kind));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A body for every method that may carry one; open bodies get the answer's fields. */
function fillBody(operation: Operation, pick: () => FieldKind): unknown {
  if (operation.method === 'get') return undefined;
  if (operation.body) return valueFor(operation.body, pick, operation.bodyFallback);
  if (operation.method === 'delete') return undefined;
  return valueFor(operation.bodyFallback ?? {}, pick);
}

/** The call with plain values everywhere: tells whether the caller may use the operation. */
function plainCase(operation: Operation, plainId: number): Case {
  return {
    label: 'plain',
    path: fillPath(operation, () => 'plain', plainId),
    query: '',
    body: fillBody(operation, () => 'plain'),
  };
}

/**
 * The hostile calls of one operation: each kind in query and body, each kind in the path,
 * a few seeded mixes. A caller the operation refuses gets only the kinds that are checked
 * before the refusal can be (request parsing and schema validation).
 */
function casesFor(
  operation: Operation,
  random: () => FieldKind,
  plainId: number,
  refused: boolean,
): Case[] {
  const cases: Case[] = [];
  const kinds = refused ? REFUSED_KINDS : HOSTILE_KINDS;
  for (const kind of kinds) {
    cases.push({
      label: `${kind} in query and body`,
      path: fillPath(operation, () => 'plain', plainId),
      query: fillQuery(operation, () => kind),
      body: fillBody(operation, () => kind),
    });
  }
  if (refused) return cases;
  if (operation.pathParams.length > 0) {
    for (const kind of PATH_KINDS) {
      cases.push({
        label: `${kind} in the path`,
        path: fillPath(operation, () => kind, plainId),
        query: '',
        body: fillBody(operation, () => 'plain'),
      });
    }
  }
  for (let i = 0; i < MIXES; i++) {
    cases.push({
      label: `mix ${i + 1}`,
      path: fillPath(operation, random, plainId),
      query: fillQuery(operation, random),
      body: fillBody(operation, random),
    });
  }
  return cases;
}

async function login(caller: FuzzCaller): Promise<void> {
  if (!caller.email) return;
  const response = await fetch(`${api.url}/login_check/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: caller.email, password: 'Welkom123' }).toString(),
  });
  if (response.status !== 200) throw new Error(`login ${caller.email}: ${response.status}`);
  const sid = response.headers
    .getSetCookie()
    .map((line) => /^sid=([^;]*)/.exec(line)?.[1])
    .find(Boolean);
  caller.cookie = `sid=${sid}`;
}

/** Does the caller's session still hold? (Some operations answer 401 to a live one.) */
async function sessionAlive(caller: FuzzCaller): Promise<boolean> {
  const response = await fetch(`${api.url}/user/current`, {
    headers: caller.cookie ? { cookie: caller.cookie } : {},
  });
  await response.text();
  return response.status === 200;
}

async function send(caller: FuzzCaller, method: Method, call: Case) {
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = caller.cookie;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.url}${call.path}${call.query}`, {
    method: method.toUpperCase(),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** Runs the calls of every operation for one caller; answers the calls that failed with 5xx. */
async function fuzz(
  caller: FuzzCaller,
  operations: Operation[],
  seed: number,
): Promise<{ failures: string[]; refusedOperations: Operation[] }> {
  const random = seededKinds(seed);
  const failures: string[] = [];
  const refusedOperations: Operation[] = [];
  async function call(operation: Operation, one: Case): Promise<number> {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    try {
      const answer = await send(caller, operation.method, one);
      if (answer.status >= 500)
        failures.push(
          `${caller.name}: ${name} (${one.label}) -> ${answer.status} ${answer.text.slice(0, 120)}`,
        );
      // A call that ended the session (a role or password change): log in again.
      if (answer.status === 401 && caller.email && !(await sessionAlive(caller)))
        await login(caller);
      return answer.status;
    } catch (error) {
      failures.push(`${caller.name}: ${name} (${one.label}) -> ${(error as Error).message}`);
      return 0;
    }
  }
  let next = 0;
  async function worker() {
    while (next < operations.length) {
      const index = next++;
      const operation = operations[index]!;
      const plainId = PLAIN_IDS[index % PLAIN_IDS.length]!;
      let status = await call(operation, plainCase(operation, plainId));
      // A 401 can come from a session another worker's call had just ended (and call()
      // has logged in again since): ask once more before counting the operation refused.
      if (status === 401 && caller.email)
        status = await call(operation, plainCase(operation, plainId));
      const refused = status === 401 || status === 403;
      if (refused) refusedOperations.push(operation);
      for (const one of casesFor(operation, random, plainId, refused)) await call(operation, one);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, refusedOperations };
}

beforeAll(async () => {
  api = await startApi();
  // The running api's own OpenAPI document (the one the REST contract test reads).
  document = (await (await fetch(`${api.url}/docs/json`)).json()) as OpenAPI3;
}, 180_000);
afterAll(async () => {
  await api?.close();
});

describe('hostile input to every REST operation', () => {
  it(
    'answers no call from an anonymous caller with a server error',
    { timeout: 300_000 },
    async () => {
      const operations = readOperations().filter((o) => !SKIP_ALL.has(`${o.method} ${o.path}`));
      expect(operations.length).toBeGreaterThan(300);
      const { failures } = await fuzz({ name: 'anonymous' }, operations, 1);
      expect(failures).toEqual([]);
    },
  );

  it(
    'answers no call from logged-in staff and editors with a server error',
    { timeout: 900_000 },
    async () => {
      const operations = readOperations().filter(
        (o) =>
          !SKIP_ALL.has(`${o.method} ${o.path}`) && !SKIP_LOGGED_IN.has(`${o.method} ${o.path}`),
      );
      const { failures, reached } = await fuzzAsEachAccount(operations, login, fuzz, 100);
      expect(failures).toEqual([]);
      // The run only means something when the callers got past the door: staff on most
      // operations, the editors on theirs.
      expect(reached[0], reached.join(', ')).toBeGreaterThan(250);
      expect(
        reached.every((count) => count > 0),
        reached.join(', '),
      ).toBe(true);
    },
  );
});
