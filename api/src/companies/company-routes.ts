import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { camelToSnake } from '#domain/shared/case-names';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { rowsOf } from '../shared/rows';
import { requireViewer } from '../shared/session-guard';
import { companies } from './company.table';
import {
  companyFor,
  companyNotFound,
  companyReach,
  isAccountManager,
  isCompanyStaff,
  parseId,
  managedCompanyFor,
  isManager,
  requireCompanyStaff,
} from './company-access';
import { companyJson, companyWithExtras, extrasOf, oneCompanyJson } from './company-json';
import { logCompanyEvent } from './company-log';
import { companyCreateColumns, companySaveColumns } from './company-save';
import { updateCompany } from './company-write';
import { sepaMandates } from './sepa-mandate.table';
import { errorResponses, messageSchema } from '../shared/responses';
import { companySchema } from './company.schema';
import { requireVersion } from '../shared/version';

const idParams = z.object({ id: z.string() });
const companyBody = z
  .record(z.string(), z.unknown())
  .describe('company fields in snake_case (see GET /company/{id}); a save also sends version');

/** States a company may be deleted in: it never took part in the lead business. */
const DELETABLE_STATES: readonly string[] = ['archived', 'suspect', 'new'];

/** Read, create, save and delete a company. */
export const companyRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company',
        params: idParams,
        response: { 200: companySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      // The same rule as companyFor, in one round trip for staff and two side by side for
      // customers and partners: the row comes with its extras (docs/performance.md).
      const viewer = requireViewer(request);
      const id = parseId(request.params.id);
      const [found, reach] = await Promise.all([
        companyWithExtras(db, id),
        isCompanyStaff(viewer) ? undefined : companyReach(db, viewer),
      ]);
      if (!found || (reach && !reach.all.has(id))) throw companyNotFound();
      return companyJson(found.company, extrasOf(found));
    },
  );

  app.post(
    '/company',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Create a company (staff): state archived, country NL, payment terms 14 unless given',
        body: companyBody,
        response: { 201: companySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      requireCompanyStaff(viewer);
      const columns = companyCreateColumns(viewer, request.body);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(companies).values(columns).returning();
        await logCompanyEvent(tx, {
          companyId: row!.id,
          type: 'created',
          userId: viewer.userId,
          outboxType: 'company.created',
        });
        return row!;
      });
      return reply.status(201).send(await oneCompanyJson(db, created));
    },
  );

  app.post(
    '/company/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Save a company (with the version read); 409 when someone saved in between',
        params: idParams,
        body: companyBody,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const version = requireVersion(request.body.version);
      const columns = companySaveColumns(viewer, request.body, company);
      const changed = Object.entries(columns)
        .filter(
          ([key, value]) =>
            String((company as Record<string, unknown>)[key] ?? '') !== String(value ?? ''),
        )
        .map(([key]) => camelToSnake(key));
      const updated = await db.transaction(async (tx) => {
        const row = await updateCompany(tx, company.id, columns, version);
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { fields: changed },
          outboxType: 'company.updated',
        });
        return row;
      });
      return oneCompanyJson(db, updated);
    },
  );

  app.delete(
    '/company/:id',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Delete a company (manager, account manager): only archived, new or suspect companies that were never active and have no SEPA mandate',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await companyFor(db, viewer, request.params.id);
      if (!isManager(viewer) && !isAccountManager(viewer))
        throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
      await db.transaction(async (tx) => {
        const [mandate] = await tx
          .select({ id: sepaMandates.id })
          .from(sepaMandates)
          .where(eq(sepaMandates.companyId, company.id));
        // Invoices are kept for the tax office: a company that has any stays (read by SQL,
        // so companies do not depend on the invoices area).
        const [invoiced] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`SELECT count(*)::int AS n FROM invoices WHERE company_id = ${company.id}`,
          ),
        );
        if (
          !DELETABLE_STATES.includes(company.state) ||
          company.everActive ||
          mandate ||
          (invoiced?.n ?? 0) > 0
        ) {
          throw new ApiError(400, 'MESSAGE.COMPANY_DELETE_FAILED');
        }
        await tx.delete(companies).where(eq(companies.id, company.id));
        // The event log goes with the company; the outbox still tells live screens it is gone.
        await recordEvent(tx, {
          type: 'company.deleted',
          companyId: company.id,
          userId: viewer.userId,
          payload: { name: company.name },
        });
      });
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );
};
