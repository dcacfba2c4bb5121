import { desc, eq } from 'drizzle-orm';
import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import { users } from '../accounts';
import { companyEvents, companies } from '../companies';
import type { Database } from '../db';

/**
 * What happened to companies lately (state changes, pauses, saves, approvals: the companies'
 * event logs together), newest first, 15 a page: the head of the newest-events index.
 * No total: counting every event of every company would read the whole log, so the
 * answer says whether another page follows (one row more is read to know).
 */
export async function companyActivities(db: Database, page: number) {
  const rows = await db
    .select({
      event: companyEvents,
      companyName: companies.name,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
    })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(users, eq(users.id, companyEvents.userId))
    .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id))
    .limit(WORK_LIST_PAGE_SIZE + 1)
    .offset((page - 1) * WORK_LIST_PAGE_SIZE);
  return {
    has_more: rows.length > WORK_LIST_PAGE_SIZE,
    items: rows
      .slice(0, WORK_LIST_PAGE_SIZE)
      .map(({ event, companyName, givenName, familyName, email }) => ({
        id: event.id,
        company_id: event.companyId,
        company_name: companyName,
        type: event.type,
        data: event.data,
        created_at: event.createdAt.toISOString(),
        user: event.userId
          ? { id: event.userId, given_name: givenName, family_name: familyName, email }
          : null,
      })),
  };
}
