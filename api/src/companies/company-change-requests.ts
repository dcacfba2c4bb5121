import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CHANGE_REQUEST_FIELDS,
  CHANGE_REQUEST_NOTE_MAX,
  WORK_LIST_PAGE_SIZE,
} from '#domain/dashboards/lead-generator-home-rules';
import { MESSAGE } from '#domain/shared/messages';
import { camelToSnake, snakeToCamel } from '#domain/shared/case-names';
import { users, type Viewer } from '../accounts';
import type { Database } from '../db';
import type { Mailer } from '../mail';
import { recordEvent } from '../events';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { companyInputOf, formOfCompany } from './company-input-map';
import { logCompanyEvent } from './company-log';
import { companySaveColumns } from './company-save';
import { companies, type CompanyRow } from './company.table';
import { updateCompany } from './company-write';
import {
  companyChangeRequests,
  type CompanyChangeRequestRow,
} from './company-change-request.table';

type Values = Record<string, string | null>;

/** The requestable fields of a company as stored (REST names). */
function valuesOf(company: CompanyRow): Values {
  const form = formOfCompany(company);
  return Object.fromEntries(
    CHANGE_REQUEST_FIELDS.map((field) => [
      field,
      (form[snakeToCamel(field)] as string | null) ?? null,
    ]),
  );
}

/**
 * Files a change request: the requested fields are checked and normalised as a company save
 * would (over the company's other data), and only those that differ are kept. 400 when
 * nothing would change.
 */
export async function fileChangeRequest(
  db: Database,
  viewer: Viewer,
  company: CompanyRow,
  body: Record<string, unknown>,
) {
  const requested: Record<string, unknown> = {};
  for (const field of CHANGE_REQUEST_FIELDS) if (field in body) requested[field] = body[field];
  const note = body.note;
  if (note !== undefined && note !== null && typeof note !== 'string')
    throw badRequest(MESSAGE.VALIDATION_FAILED, { note: MESSAGE.INVALID_VALUE });
  if (typeof note === 'string' && note.length > CHANGE_REQUEST_NOTE_MAX)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { note: MESSAGE.TEXT_TOO_LONG });
  const { input } = companyInputOf(requested, formOfCompany(company));
  const old = valuesOf(company);
  const changes: Values = {};
  for (const field of CHANGE_REQUEST_FIELDS) {
    if (!(field in requested)) continue;
    const value =
      ((input as Record<string, unknown>)[snakeToCamel(field)] as string | null) ?? null;
    if ((value ?? '') !== (old[field] ?? '')) changes[field] = value;
  }
  if (Object.keys(changes).length === 0)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { changes: MESSAGE.FIELD_REQUIRED });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyChangeRequests)
      .values({
        companyId: company.id,
        requestedBy: viewer.userId,
        changes,
        oldValues: Object.fromEntries(Object.keys(changes).map((field) => [field, old[field]!])),
        note: typeof note === 'string' && note.trim() ? note.trim() : null,
      })
      .returning();
    await recordEvent(tx, {
      type: 'company_change_request.created',
      companyId: company.id,
      userId: viewer.userId,
      payload: { change_request_id: row!.id },
    });
    return row!;
  });
}

interface Listed {
  row: CompanyChangeRequestRow;
  companyName: string;
  companyVersion: number;
  current: Values;
  requester: { id: number; email: string; full_name: string } | null;
}

export function changeRequestJson(item: Listed) {
  const { row } = item;
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: item.companyName,
    company_version: item.companyVersion,
    changes: row.changes,
    old_values: row.oldValues,
    current_values: Object.fromEntries(
      Object.keys(row.changes).map((field) => [field, item.current[field] ?? null]),
    ),
    note: row.note,
    state: row.state,
    requested_by: item.requester,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

async function listed(db: Database, rows: CompanyChangeRequestRow[]): Promise<Listed[]> {
  if (rows.length === 0) return [];
  const companyRows = await db
    .select()
    .from(companies)
    .where(
      inArray(
        companies.id,
        rows.map((row) => row.companyId),
      ),
    );
  const userIds = rows.map((row) => row.requestedBy).filter((id): id is number => id !== null);
  const userRows = userIds.length
    ? await db.select().from(users).where(inArray(users.id, userIds))
    : [];
  const companyOf = new Map(companyRows.map((company) => [company.id, company]));
  const userOf = new Map(userRows.map((user) => [user.id, user]));
  return rows.map((row) => {
    const company = companyOf.get(row.companyId)!;
    const user = row.requestedBy === null ? undefined : userOf.get(row.requestedBy);
    return {
      row,
      companyName: company.name,
      companyVersion: company.version,
      current: valuesOf(company),
      requester: user
        ? {
            id: user.id,
            email: user.email,
            full_name: `${user.givenName} ${user.familyName}`.trim(),
          }
        : null,
    };
  });
}

const isOpen = eq(companyChangeRequests.state, 'open');

/** Open requests of all companies, newest first, 15 a page (staff). */
export async function openChangeRequests(db: Database, page: number) {
  const rows = await db
    .select()
    .from(companyChangeRequests)
    .where(isOpen)
    .orderBy(desc(companyChangeRequests.createdAt), desc(companyChangeRequests.id))
    .limit(WORK_LIST_PAGE_SIZE)
    .offset((page - 1) * WORK_LIST_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyChangeRequests)
    .where(isOpen);
  return { items: (await listed(db, rows)).map(changeRequestJson), total: count?.n ?? 0 };
}

/** A company's own requests (its users see what they asked and how it was decided), latest 10. */
export async function companyChangeRequestsOf(db: Database, companyId: number) {
  const rows = await db
    .select()
    .from(companyChangeRequests)
    .where(eq(companyChangeRequests.companyId, companyId))
    .orderBy(desc(companyChangeRequests.createdAt), desc(companyChangeRequests.id))
    .limit(10);
  return { items: (await listed(db, rows)).map(changeRequestJson) };
}

export async function changeRequestJsonById(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(companyChangeRequests)
    .where(eq(companyChangeRequests.id, id));
  if (!row) throw notFound();
  return changeRequestJson((await listed(db, [row]))[0]!);
}

async function openRequest(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(companyChangeRequests)
    .where(and(eq(companyChangeRequests.id, id), isOpen));
  if (!row) throw notFound();
  return row;
}

/**
 * Accepts a request: the change is saved as the companies area saves a company (checked
 * and normalised again, geocoded, only over the company version the staff member read,
 * logged as the company's `updated` event with the outbox's `company.updated`).
 */
export async function acceptChangeRequest(
  db: Database,
  viewer: Viewer,
  id: number,
  companyVersion: number,
) {
  const request = await openRequest(db, id);
  await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, request.companyId));
    if (!company) throw notFound();
    const columns = companySaveColumns(viewer, request.changes, company);
    const changed = Object.entries(columns)
      .filter(
        ([key, value]) =>
          String((company as Record<string, unknown>)[key] ?? '') !== String(value ?? ''),
      )
      .map(([key]) => camelToSnake(key));
    await updateCompany(tx, company.id, columns, companyVersion);
    const decided = await tx
      .update(companyChangeRequests)
      .set({ state: 'accepted', decidedBy: viewer.userId, decidedAt: new Date() })
      .where(and(eq(companyChangeRequests.id, id), isOpen))
      .returning({ id: companyChangeRequests.id });
    // Someone decided it in between: nothing is written.
    if (decided.length === 0) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
    await logCompanyEvent(tx, {
      companyId: company.id,
      type: 'updated',
      userId: viewer.userId,
      data: { fields: changed, change_request_id: id },
      outboxType: 'company.updated',
    });
  });
  return changeRequestJsonById(db, id);
}

const FIELD_LABEL: Record<string, string> = {
  name: 'bedrijfsnaam',
  chamber_of_commerce_number: 'KvK-nummer',
  street: 'straat',
  house_number: 'huisnummer',
  postal_code: 'postcode',
  city: 'plaats',
};

/** Rejects a request (the home's "delete") and tells the requester by mail. */
export async function rejectChangeRequest(
  db: Database,
  mailer: Mailer,
  viewer: Viewer,
  id: number,
) {
  const request = await openRequest(db, id);
  const deliver = await db.transaction(async (tx) => {
    const decided = await tx
      .update(companyChangeRequests)
      .set({ state: 'rejected', decidedBy: viewer.userId, decidedAt: new Date() })
      .where(and(eq(companyChangeRequests.id, id), isOpen))
      .returning();
    if (decided.length === 0) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
    await recordEvent(tx, {
      type: 'company_change_request.rejected',
      companyId: request.companyId,
      userId: viewer.userId,
      payload: { change_request_id: id },
    });
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, request.companyId));
    const [user] =
      request.requestedBy === null
        ? []
        : await tx.select().from(users).where(eq(users.id, request.requestedBy));
    if (!user) return null;
    const fields = Object.entries(request.changes)
      .map(([field, value]) => `- ${FIELD_LABEL[field] ?? field}: ${value ?? '(leeg)'}`)
      .join('\n');
    return mailer.queue(tx, {
      to: user.email,
      subject: `Je wijzigingsverzoek voor ${company?.name ?? 'je bedrijf'} is afgewezen`,
      body: [
        `Beste ${user.givenName || user.email},`,
        '',
        `We hebben je verzoek om de gegevens van ${company?.name ?? 'je bedrijf'} te wijzigen niet doorgevoerd:`,
        fields,
        '',
        'Neem contact met ons op als je vragen hebt.',
        '',
        'Met vriendelijke groet,',
        'Leadportaal',
      ].join('\n'),
      template: 'company_change_request_rejected',
    });
  });
  await deliver?.();
  return changeRequestJsonById(db, id);
}
