import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../api/src/accounts/password-hash';
import { roles, userRoles } from '../../api/src/accounts/role.table';
import { users } from '../../api/src/accounts/user.table';
import { comparisonClickouts } from '../../api/src/comparison/clickout.table';
import type { Database } from '../../api/src/db';
import { rowsOf } from '../../api/src/shared/rows';

/** A user (password Welkom123) with exactly these roles and no company. */
export async function addUserWithRoles(db: Database, email: string, roleNames: string[]) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      givenName: 'Kim',
      familyName: 'Visser',
      passwordHash: await hashPassword('Welkom123'),
    })
    .returning({ id: users.id });
  const found = await db.select().from(roles).where(inArray(roles.name, roleNames));
  await db.insert(userRoles).values(found.map((role) => ({ userId: user!.id, roleId: role.id })));
  return user!.id;
}

/** Click-outs of a shop at a moment, with their click price. */
export async function clicksAt(
  db: Database,
  spec: { companyId: number; at: Date; productName: string; priceCents: number; count?: number },
) {
  await db.insert(comparisonClickouts).values(
    Array.from({ length: spec.count ?? 1 }, () => ({
      clickedAt: spec.at,
      companyId: spec.companyId,
      productName: spec.productName,
      companyName: 'Shop',
      targetUrl: 'https://shop.example.nl/p/1',
      offerPriceCents: 99_900,
      clickPriceCents: spec.priceCents,
    })),
  );
}

/**
 * `count` copies of one lead, created one second apart ending at `newest` (the copy
 * at `newest` keeps the original's place; the others move to `elsewhere`), in one
 * statement: many leads for the map's cap.
 */
export async function copiesOfLead(
  db: Database,
  leadId: number,
  count: number,
  newest: Date,
  elsewhere: { latitude: number; longitude: number },
) {
  const columns = rowsOf<{ column_name: string }>(
    await db.execute(sql`
      SELECT column_name FROM information_schema.columns
       WHERE table_name = 'leads' AND table_schema = current_schema()
         AND column_name NOT IN ('id', 'created_at', 'latitude', 'longitude', 'email')
         AND is_generated = 'NEVER'`),
  ).map((row) => row.column_name);
  const list = columns.map((name) => `"${name}"`).join(', ');
  await db.execute(
    sql.raw(`
      INSERT INTO leads (${list}, email, created_at, latitude, longitude)
      SELECT ${list}, 'kopie' || g || '@example.nl',
             '${newest.toISOString()}'::timestamptz - (g * interval '1 second'),
             CASE WHEN g = 0 THEN latitude ELSE ${elsewhere.latitude} END,
             CASE WHEN g = 0 THEN longitude ELSE ${elsewhere.longitude} END
        FROM leads, generate_series(0, ${count - 1}) g
       WHERE id = ${leadId}`),
  );
}
