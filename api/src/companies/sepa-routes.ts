import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sepaMandateInputSchema } from '#domain/companies/sepa-mandate-input';
import { snakeToCamel } from '#domain/shared/case-names';
import { hideSepaAlert } from '../accounts';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companyFor, managedCompanyFor } from './company-access';
import { fieldErrors } from './company-input-map';
import { logCompanyEvent } from './company-log';
import { sepaMandates, type SepaMandateRow } from './sepa-mandate.table';
import { errorResponses, messageSchema } from '../shared/responses';
import { sepaAlertHiddenSchema, sepaMandateSchema } from './sepa-mandate.schema';

const idParams = z.object({ id: z.string() });

export function mandateJson(row: SepaMandateRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    address: row.address,
    city: row.city,
    chamber_of_commerce_number: row.chamberOfCommerceNumber,
    iban: row.iban,
    bic: row.bic,
    signed_by: row.signedBy,
    created: row.created.toISOString(),
    accepted: row.accepted,
    enabled: row.enabled,
    version: row.version,
  };
}

async function mandateOf(db: Executor, companyId: number): Promise<SepaMandateRow> {
  const [row] = await db.select().from(sepaMandates).where(eq(sepaMandates.companyId, companyId));
  if (!row) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  return row;
}

/** The SEPA direct debit mandate of a company (one per company). */
export const sepaRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/sepa',
    {
      schema: {
        tags: ['companies'],
        summary: 'The SEPA mandate (404 when none)',
        params: idParams,
        response: { 200: sepaMandateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      return mandateJson(await mandateOf(db, company.id));
    },
  );

  app.post(
    '/company/:id/sepa',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Sign (or replace) the mandate: company_name, address, city, chamber_of_commerce_number, iban, bic, signed_by, version when replacing; a Dutch IBAN drops the BIC',
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: sepaMandateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const body = request.body;
      const camel = Object.fromEntries(Object.entries(body).map(([k, v]) => [snakeToCamel(k), v]));
      const parsed = sepaMandateInputSchema.safeParse(camel);
      if (!parsed.success)
        throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fieldErrors(parsed.error));
      const input = parsed.data;
      const values = {
        companyName: input.companyName,
        address: input.address,
        city: input.city,
        chamberOfCommerceNumber: input.chamberOfCommerceNumber,
        iban: input.iban!,
        bic: input.bic,
        signedBy: input.signedBy,
      };
      const saved = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(sepaMandates)
          .where(eq(sepaMandates.companyId, company.id));
        let row: SepaMandateRow | undefined;
        if (existing) {
          const version = Number(body.version);
          [row] = await tx
            .update(sepaMandates)
            .set({
              ...values,
              created: new Date(),
              accepted: true,
              enabled: true,
              version: sql`${sepaMandates.version} + 1`,
            })
            .where(and(eq(sepaMandates.id, existing.id), eq(sepaMandates.version, version)))
            .returning();
          if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
        } else {
          [row] = await tx
            .insert(sepaMandates)
            .values({ companyId: company.id, ...values })
            .returning();
        }
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { action: 'sepa_mandate_signed' },
          outboxType: 'company.sepa_changed',
        });
        return row!;
      });
      return mandateJson(saved);
    },
  );

  app.delete(
    '/company/:id/sepa',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete the mandate',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      await mandateOf(db, company.id);
      await db.transaction(async (tx) => {
        await tx.delete(sepaMandates).where(eq(sepaMandates.companyId, company.id));
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { action: 'sepa_mandate_deleted' },
          outboxType: 'company.sepa_changed',
        });
      });
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );

  for (const [path, enabled] of [
    ['enabled', true],
    ['disabled', false],
  ] as const) {
    app.put(
      `/company/:id/sepa/${path}`,
      {
        schema: {
          tags: ['companies'],
          summary: `Mark the mandate ${path}`,
          params: idParams,
          response: { 200: sepaMandateSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const { company } = await managedCompanyFor(db, viewer, request.params.id);
        await mandateOf(db, company.id);
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(sepaMandates)
            .set({ enabled, version: sql`${sepaMandates.version} + 1` })
            .where(eq(sepaMandates.companyId, company.id))
            .returning();
          await logCompanyEvent(tx, {
            companyId: company.id,
            type: 'updated',
            userId: viewer.userId,
            data: { action: enabled ? 'sepa_mandate_enabled' : 'sepa_mandate_disabled' },
            outboxType: 'company.sepa_changed',
          });
          return updated!;
        });
        return mandateJson(row);
      },
    );
  }

  app.put(
    '/company/:id/sepa/hidden',
    {
      schema: {
        tags: ['companies'],
        summary: "Hide the SEPA alert for the logged-in user (the user's hide_sepa_alert)",
        params: idParams,
        response: { 200: sepaAlertHiddenSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await companyFor(db, viewer, request.params.id);
      await hideSepaAlert(db, viewer.userId);
      return { hide_sepa_alert: true };
    },
  );
};
