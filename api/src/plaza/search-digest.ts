import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { plazaQuerySchema, PLAZA_WINDOW_DAYS } from '#domain/plaza/plaza-query';
import { formatMoney } from '#domain/shared/format-money';
import { users } from '../accounts';
import { companies, companyUsers } from '../companies';
import type { Database } from '../db';
import type { Mailer } from '../mail';
import { products } from '../products';
import { plazaSearches, type PlazaSearchRow } from './plaza-search.table';
import { plazaSearchAnswer } from './search-routes';
import { startIntervalJob } from '../shared/interval-job';

/** A digest goes out at most this often per saved search. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Leads listed in a digest; the rest are counted. */
const LISTED = 5;
const BATCH = 50;

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** The searches whose digest may go out now: switched on, and the last one over an hour ago. */
function dueSearches(db: Database, now: Date) {
  return db
    .select({ search: plazaSearches, email: users.email })
    .from(plazaSearches)
    .innerJoin(users, eq(users.id, plazaSearches.userId))
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.companyId, plazaSearches.companyId),
        eq(companyUsers.userId, plazaSearches.userId),
        eq(companyUsers.enabled, true),
      ),
    )
    .where(
      and(
        eq(plazaSearches.digest, true),
        or(
          isNull(plazaSearches.digestSentAt),
          lte(plazaSearches.digestSentAt, new Date(now.getTime() - DIGEST_INTERVAL_MS)),
        ),
      ),
    )
    .orderBy(plazaSearches.digestCheckedAt)
    .limit(BATCH);
}

/**
 * One round of saved-search e-mails: for each due search, the leads on sale that
 * match it and came in since it was last checked. A search with news gets one
 * mail (the newest few, and how many in all); either way it is checked up to now.
 * Answers the number of mails sent.
 */
export async function sendSearchDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const due = await dueSearches(db, now);
  if (due.length === 0) return 0;
  const companyRows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(due.map((entry) => entry.search.companyId))]));
  const productNames = new Map(
    (await db.select({ id: products.id, name: products.name }).from(products)).map((p) => [
      p.id,
      p.name,
    ]),
  );
  let sent = 0;
  for (const { search, email } of due) {
    const company = companyRows.find((row) => row.id === search.companyId);
    if (!company) continue;
    const windowStart = now.getTime() - PLAZA_WINDOW_DAYS * 86_400_000;
    const since = Math.max(search.digestCheckedAt.getTime(), windowStart);
    const parsed = plazaQuerySchema.safeParse({
      ...search.query,
      startDate: Math.floor(since / 1000) + 1,
      endDate: Math.floor(now.getTime() / 1000),
      currentPage: 1,
      itemsPerPage: LISTED,
      sortColumn: 'date',
      sortReverse: true,
    });
    let answer: Awaited<ReturnType<typeof plazaSearchAnswer>> | null = null;
    if (parsed.success) {
      // A search the catalogue no longer fits (a product gone) is skipped, not fatal.
      answer = await plazaSearchAnswer(db, company, parsed.data, now).catch(() => null);
    }
    const news = answer && answer.total > 0 ? answer : null;
    const deliver = await db.transaction(async (tx) => {
      await tx
        .update(plazaSearches)
        .set(news ? { digestCheckedAt: now, digestSentAt: now } : { digestCheckedAt: now })
        .where(eq(plazaSearches.id, search.id));
      return news
        ? deps.mailer.queue(tx, digestMail(search, email, news, productNames, deps.publicUrl))
        : null;
    });
    if (deliver) {
      sent += 1;
      await deliver().catch(() => undefined); // logged in email_log; SMTP trouble must not stop the round
    }
  }
  return sent;
}

function digestMail(
  search: PlazaSearchRow,
  email: string,
  answer: Awaited<ReturnType<typeof plazaSearchAnswer>>,
  productNames: Map<number, string>,
  publicUrl: string,
) {
  const lines = answer.results.map(
    (offer) =>
      `- ${productNames.get(offer.product_id) ?? ''} in ${offer.city ?? offer.postal_code} (${formatMoney(offer.price_cents)})`,
  );
  const more = answer.total - answer.results.length;
  return {
    to: email,
    subject:
      answer.total === 1
        ? `1 nieuwe lead voor "${search.name}"`
        : `${answer.total} nieuwe leads voor "${search.name}"`,
    template: 'plaza_search_digest',
    body: [
      'Hallo,',
      '',
      `Op het leadplein staan nieuwe leads die passen bij je zoekopdracht "${search.name}":`,
      '',
      ...lines,
      ...(more > 0 ? [`… en nog ${more}.`] : []),
      '',
      `Bekijk ze op ${publicUrl}/lead-generator/plaza?i=${search.id}`,
      '',
      'Je krijgt deze e-mail hooguit één keer per uur. Uitzetten kan bij de zoekopdracht op het leadplein.',
      '',
      'Met vriendelijke groet,',
      'Leadportaal',
    ].join('\n'),
  };
}

/** Offers past the plaza's window leave the search table (their leads stay). */
export async function removeExpiredOffers(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - (PLAZA_WINDOW_DAYS + 1) * 86_400_000);
  await db.execute(
    sql`DELETE FROM plaza_offers WHERE created_at < ${cutoff.toISOString()}::timestamptz`,
  );
}

/** The plaza's housekeeping, every few minutes: expired offers out, saved-search e-mails out. */
export function startPlazaJobs(
  deps: DigestDeps,
  intervalMs = 5 * 60_000,
  log: (error: unknown) => void = console.error,
): () => void {
  return startIntervalJob(
    async () => {
      await removeExpiredOffers(deps.db);
      await sendSearchDigests(deps);
    },
    intervalMs,
    log,
  );
}
