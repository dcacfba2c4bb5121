import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTypeDefs } from '../../gateway/src/schema/build-schema';
import { CSRF_HEADER } from '../../gateway/src/security/csrf';
import { startStack, type RunningStack } from '../support/gateway-harness';
import {
  HOSTILE_KINDS,
  MANY,
  hostileNumber,
  hostileText,
  seededKinds,
  type FieldKind,
  fuzzAsEachAccount,
  type FuzzCaller,
} from '../support/hostile-values';

/**
 * Hostile input never makes the gateway answer INTERNAL or a server error: every query
 * with arguments and every mutation is sent with variables built from its argument types
 * (NUL bytes, int32 and larger numbers, fractions, impossible dates, long texts, empty
 * texts, wrong types, huge lists), by an anonymous caller and by logged-in staff and editors.
 */

/**
 * Left out for logged-in callers (the anonymous run covers them): logging out, or a
 * refused login, ends the session the rest of the run needs.
 */
const SKIP_LOGGED_IN = new Set(['logout', 'login']);
const CONCURRENCY = 6;
/** Kinds sent to an operation that refuses the caller (with plain values). */
const REFUSED_KINDS: FieldKind[] = ['nul', 'huge', 'long', 'wrongType'];
/** Seeded mixes of kinds per operation. */
const MIXES = 1;

let stack: RunningStack;

interface Operation {
  name: string;
  document: string;
  args: readonly GraphQLArgument[];
}

/**
 * An Int variable: the schema itself refuses fractions, text and numbers beyond int32
 * (kinds left for the mixes); the kinds aimed at texts keep a plain 1, so the call
 * passes the schema and its texts reach the api.
 */
function graphQLInt(kind: FieldKind): unknown {
  if (kind === 'huge' || kind === 'int32Max') return 2147483647;
  if (kind === 'negative') return -1;
  if (kind === 'empty') return 0;
  if (kind === 'fraction' || kind === 'wrongType' || kind === 'bigArray')
    return hostileNumber(kind);
  return 1;
}

/** A value of an input type where every leaf takes the kind `pick()` answers. */
function inputValue(
  type: GraphQLInputType,
  pick: () => FieldKind,
  depth = 0,
  insideBigList = false,
): unknown {
  if (isNonNullType(type)) return inputValue(type.ofType, pick, depth, insideBigList);
  if (isListType(type)) {
    const kind = pick();
    if (kind === 'wrongType') return { a: 1 };
    // One list of 3,000 per branch: lists inside it keep one item, or the request explodes.
    if (kind === 'bigArray' && !insideBigList) {
      const item = inputValue(type.ofType, pick, depth + 1, true);
      return Array.from({ length: MANY }, () => item);
    }
    return [inputValue(type.ofType, pick, depth + 1, insideBigList)];
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [
        field.name,
        inputValue(field.type, pick, depth + 1, insideBigList),
      ]),
    );
  }
  const picked = pick();
  // Inside a list of 3,000 every leaf stays small (3,000 lists of 3,000 would be the test's fault).
  const kind = insideBigList && picked === 'bigArray' ? 'plain' : picked;
  if (isEnumType(type)) return kind === 'wrongType' ? 'NOT_A_VALUE' : type.getValues()[0]?.value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return graphQLInt(kind);
      case 'Float':
        return kind === 'nul' || kind === 'long' || kind === 'badDate' ? 1 : hostileNumber(kind);
      case 'Boolean':
        return kind === 'wrongType' ? 'yes' : true;
      case 'ID':
        return kind === 'plain' ? '2' : hostileText(kind);
      case 'DateTime':
        return hostileText(kind, true);
      case 'JSON':
        return kind === 'plain' ? {} : { value: hostileText(kind) };
      default:
        return hostileText(kind);
    }
  }
  return null;
}

function operationsOf(root: GraphQLObjectType | null | undefined, keyword: string): Operation[] {
  if (!root) return [];
  return Object.values(root.getFields())
    .filter(
      (field: GraphQLField<unknown, unknown>) => keyword === 'mutation' || field.args.length > 0,
    )
    .map((field) => {
      const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const named = getNamedType(field.type);
      const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
      return {
        name: `${keyword} ${field.name}`,
        document: `${keyword} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
        args: field.args,
      };
    });
}

async function post(caller: FuzzCaller, query: string, variables: Record<string, unknown>) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    [CSRF_HEADER]: '1',
  };
  if (caller.cookie) headers.cookie = caller.cookie;
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: { errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: judged by the status alone
  }
  return { status: response.status, text, errors: body.errors ?? [] };
}

async function login(caller: FuzzCaller): Promise<void> {
  if (!caller.email) return;
  caller.cookie = undefined;
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
      variables: { email: caller.email, password: 'Welkom123' },
    }),
  });
  const sid = response.headers
    .getSetCookie()
    .map((line) => /^sid=([^;]*)/.exec(line)?.[1])
    .find(Boolean);
  if (!sid) throw new Error(`login ${caller.email}: ${response.status} ${await response.text()}`);
  caller.cookie = `sid=${sid}`;
}

function variablesFor(operation: Operation, pick: () => FieldKind): Record<string, unknown> {
  return Object.fromEntries(operation.args.map((arg) => [arg.name, inputValue(arg.type, pick)]));
}

/** Runs the calls of every operation for one caller; answers those that failed. */
async function fuzz(
  caller: FuzzCaller,
  operations: Operation[],
  seed: number,
): Promise<{ failures: string[]; refusedOperations: Operation[] }> {
  const random = seededKinds(seed);
  const failures: string[] = [];
  const refusedOperations: Operation[] = [];
  /** Sends one call; answers the codes of its errors. */
  async function call(operation: Operation, label: string, variables: Record<string, unknown>) {
    const where = `${caller.name}: ${operation.name} (${label})`;
    try {
      const answer = await post(caller, operation.document, variables);
      const internal = answer.errors.filter((e) => e.extensions?.code === 'INTERNAL');
      if (answer.status >= 500 || internal.length > 0) {
        const messages = internal.map((e) => e.message).join(' | ') || answer.text;
        failures.push(`${where} -> ${answer.status} ${messages.slice(0, 160)}`);
      }
      const codes = answer.errors.map((e) => e.extensions?.code);
      // A call that ended the session (a role or password change): log in again.
      if (caller.email && codes.includes('UNAUTHENTICATED')) await login(caller);
      return codes;
    } catch (error) {
      failures.push(`${where} -> ${(error as Error).message}`);
      return [];
    }
  }
  let next = 0;
  async function worker() {
    while (next < operations.length) {
      const operation = operations[next++]!;
      const codes = await call(
        operation,
        'plain',
        variablesFor(operation, () => 'plain'),
      );
      // An operation that refuses the caller gets the kinds checked before the refusal.
      const refused = codes.includes('UNAUTHENTICATED') || codes.includes('FORBIDDEN');
      if (refused) refusedOperations.push(operation);
      for (const kind of refused ? REFUSED_KINDS : HOSTILE_KINDS)
        await call(
          operation,
          kind,
          variablesFor(operation, () => kind),
        );
      if (refused) continue;
      for (let i = 1; i <= MIXES; i++)
        await call(operation, `mix ${i}`, variablesFor(operation, random));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, refusedOperations };
}

const schema = makeExecutableSchema({ typeDefs: readTypeDefs() });
const operations = [
  ...operationsOf(schema.getQueryType(), 'query'),
  ...operationsOf(schema.getMutationType(), 'mutation'),
];

beforeAll(async () => {
  stack = await startStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('hostile input to every GraphQL operation with arguments', () => {
  it(
    'answers no anonymous call with INTERNAL or a server error',
    { timeout: 300_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(200);
      const { failures } = await fuzz({ name: 'anonymous' }, operations, 7);
      expect(failures).toEqual([]);
    },
  );

  it(
    'answers no call of logged-in staff and editors with INTERNAL or a server error',
    { timeout: 900_000 },
    async () => {
      const allowed = operations.filter((o) => !SKIP_LOGGED_IN.has(o.name.split(' ')[1]!));
      const { failures, reached } = await fuzzAsEachAccount(allowed, login, fuzz, 200);
      expect(failures).toEqual([]);
      // The run only means something when the callers got past the door: staff on most
      // operations, the editors on theirs.
      expect(reached[0]).toBeGreaterThan(100);
      expect(
        reached.every((count) => count > 0),
        reached.join(', '),
      ).toBe(true);
    },
  );
});
