import { and, asc, count, ilike, or, type SQL } from 'drizzle-orm';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { Executor } from '../db';
import { users } from './user.table';
import { userBodies, type UserBody } from './user-view';

export interface UserListQuery {
  search?: string;
  page?: number;
  itemsPerPage?: number;
}

/** `%` and `_` typed by the user are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Users by e-mail or name (the user-role screen), a page at a time, with the total. */
export async function listUsers(
  db: Executor,
  query: UserListQuery,
): Promise<{ items: UserBody[]; total: number }> {
  const size = Math.min(Math.max(query.itemsPerPage ?? PAGE_SIZES.default, 1), 500);
  const page = Math.max(query.page ?? 1, 1);
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean);
  const conditions: SQL[] = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(
      ilike(users.email, pattern),
      ilike(users.givenName, pattern),
      ilike(users.familyName, pattern),
    )!;
  });
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(size)
    .offset((page - 1) * size);
  return { items: await userBodies(db, rows), total: Number(totalRow?.n ?? 0) };
}
