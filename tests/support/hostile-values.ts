import fc from 'fast-check';

/**
 * The kinds of hostile input the fuzz tests send. Each kind says what a text field, a
 * number field, a date field and a list become; a field the kind has nothing hostile
 * for keeps a plain value, so the other fields' hostile values reach deeper code.
 */
export const HOSTILE_KINDS = [
  'nul',
  'int32Max',
  'huge',
  'negative',
  'fraction',
  'badDate',
  'long',
  'empty',
  'wrongType',
  'bigArray',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];
/** A field value of the request: a hostile kind or a plain, valid-looking value. */
export type FieldKind = HostileKind | 'plain';

export const NUL_TEXT = 'a\u0000b';
/** 99999999999999999999 as JSON sends it (a double: 1e20, beyond every integer column). */
export const HUGE_NUMBER = 1e20;
export const LONG_TEXT = 'x'.repeat(10_000);
export const MANY = 3_000;

/** What a text field becomes. */
export function hostileText(kind: FieldKind, dateLike = false): unknown {
  switch (kind) {
    case 'nul':
      return NUL_TEXT;
    case 'int32Max':
      return '2147483647';
    case 'huge':
      return '99999999999999999999';
    case 'negative':
      return '-1';
    case 'fraction':
      return '1.5';
    case 'badDate':
      return dateLike ? '2026-02-30T10:00:00Z' : '2026-02-30';
    case 'long':
      return LONG_TEXT;
    case 'empty':
      return '';
    case 'wrongType':
      return { a: 1 };
    case 'bigArray':
      return Array.from({ length: MANY }, (_, i) => String(8_700_000_000_000 + i));
    case 'plain':
      return dateLike ? '2026-03-02T10:00:00Z' : 'a';
  }
}

/** What a text travelling in a URL (path or query) becomes: always a string. */
export function hostileUrlText(kind: FieldKind): string {
  switch (kind) {
    case 'wrongType':
      return '[object Object]';
    case 'bigArray':
      return Array.from({ length: MANY }, (_, i) => String(8_700_000_000_000 + i)).join(',');
    default:
      return String(hostileText(kind));
  }
}

/** What a number field becomes. */
export function hostileNumber(kind: FieldKind, plain = 1): unknown {
  switch (kind) {
    case 'int32Max':
      return 2147483647;
    case 'huge':
      return HUGE_NUMBER;
    case 'negative':
      return -1;
    case 'fraction':
      return 1.5;
    case 'empty':
      return 0;
    case 'wrongType':
      return 'abc';
    case 'nul':
      return '1\u0000';
    case 'bigArray':
      return Array.from({ length: MANY }, (_, i) => i + 1);
    default:
      return plain;
  }
}

/** What a yes/no field becomes. */
export function hostileBoolean(kind: FieldKind): unknown {
  if (kind === 'wrongType') return 'yes';
  if (kind === 'nul') return '\u0000';
  return true;
}

/** A deterministic stream of field kinds: fast-check's generator with a fixed seed. */
export function seededKinds(seed: number): () => FieldKind {
  const all: FieldKind[] = [...HOSTILE_KINDS, 'plain', 'plain', 'plain'];
  const pool = fc.sample(fc.constantFrom(...all), { seed, numRuns: 50_000 });
  let next = 0;
  return () => pool[next++ % pool.length]!;
}

/** A caller of a fuzz run: anonymous, or a demo account with its session once logged in. */
export interface FuzzCaller {
  name: string;
  email?: string;
  cookie?: string;
}

/** The staff and editor accounts a logged-in fuzz run calls as, in turn. */
export const FUZZ_ACCOUNTS = ['manager@demo.nl', 'cms@demo.nl', 'comparison@demo.nl'];

/**
 * Fuzzes `operations` as each of FUZZ_ACCOUNTS: staff first with every operation, each
 * editor then with the ones refused so far. Answers every failure and how many operations
 * each account got past the door on (a run means something only when they did).
 */
export async function fuzzAsEachAccount<Operation>(
  operations: Operation[],
  login: (caller: FuzzCaller) => Promise<void>,
  fuzz: (
    caller: FuzzCaller,
    operations: Operation[],
    seed: number,
  ) => Promise<{ failures: string[]; refusedOperations: Operation[] }>,
  seedBase: number,
): Promise<{ failures: string[]; reached: number[] }> {
  const failures: string[] = [];
  const reached: number[] = [];
  let left = operations;
  for (const [index, email] of FUZZ_ACCOUNTS.entries()) {
    const caller: FuzzCaller = { name: email, email };
    await login(caller);
    const result = await fuzz(caller, left, seedBase + index);
    failures.push(...result.failures);
    reached.push(left.length - result.refusedOperations.length);
    left = result.refusedOperations;
  }
  return { failures, reached };
}
