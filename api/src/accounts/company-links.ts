import { rowsOf } from '../shared/rows';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db';

const UNDEFINED_TABLE = '42P01';

function isUndefinedTable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors; look through the cause chain for the Postgres code.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === UNDEFINED_TABLE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface CompanySummary {
  id: number;
  name: string;
  state: string | null;
  admin: boolean;
  is_partner: boolean;
  trial_account: boolean;
  is_prepaid: boolean;
  balance: number;
}

/** The short company list of `GET /user/current`. */
export async function companySummariesOf(db: Executor, userId: number): Promise<CompanySummary[]> {
  try {
    const result = await db.execute(sql`
      SELECT c.id, c.name, c.state, cu.admin, c.is_partner, c.trial_account, c.is_prepaid, c.balance
      FROM company_users cu JOIN companies c ON c.id = cu.company_id
      WHERE cu.user_id = ${userId}
      ORDER BY c.name, c.id`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      id: Number(r.id),
      name: String(r.name ?? ''),
      state: r.state == null ? null : String(r.state),
      admin: !!r.admin,
      is_partner: !!r.is_partner,
      trial_account: !!r.trial_account,
      is_prepaid: !!r.is_prepaid,
      balance: Number(r.balance ?? 0),
    }));
  } catch (error) {
    if (isUndefinedTable(error)) return [];
    throw error;
  }
}

export { rowsOf };
