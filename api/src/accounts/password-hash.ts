import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const DEFAULT_LOG2_COST = 14;

/**
 * log2 of scrypt's N for new hashes: 14 (16 MiB and ~50 ms a hash: memory-hard, yet quick
 * enough for a login). The test run lowers it with PASSWORD_HASH_COST, as Django's test
 * settings swap in a fast hasher: it logs in thousands of times. Verifying reads the cost
 * from the stored hash, so hashes of either cost keep working.
 */
export function hashCostFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.PASSWORD_HASH_COST;
  if (raw === undefined || raw === '') return DEFAULT_LOG2_COST;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20)
    throw new Error('PASSWORD_HASH_COST must be a whole number from 10 to 20');
  if (env.NODE_ENV === 'production' && cost < DEFAULT_LOG2_COST)
    throw new Error(`PASSWORD_HASH_COST below ${DEFAULT_LOG2_COST} is for tests only`);
  return cost;
}

const COST = { N: 2 ** hashCostFrom(process.env), r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url parts): the settings travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, for an unknown e-mail: timing does not reveal who exists. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-never-matches');
  await verifyPassword(password, await dummy);
  return false;
}
