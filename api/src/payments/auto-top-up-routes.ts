import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isPrepaidAmount } from '#domain/prepaid/prepaid-payment';
import { MESSAGE } from '#domain/shared/messages';
import { prepaidCompanyFor } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { prepaidAutoTopUps, type AutoTopUpRow } from './auto-top-up.table';

const autoTopUpSchema = z
  .object({
    enabled: z.boolean(),
    threshold_cents: z.number().int(),
    amount_euros: z.number().int(),
    has_mandate: z
      .boolean()
      .describe('a first payment gave a mandate; without one the top-up cannot run'),
    last_top_up_at: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'AutoTopUp' });

const json = (row: AutoTopUpRow | undefined) => ({
  enabled: row?.enabled ?? false,
  threshold_cents: row?.thresholdCents ?? 2500,
  amount_euros: row?.amountEuros ?? 500,
  has_mandate: Boolean(row?.mandateReference),
  last_top_up_at: row?.lastTopUpAt?.toISOString() ?? null,
  version: row?.version ?? 0,
});

/** Automatic top-up settings: the company's users and staff. */
export const autoTopUpRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/prepaid/auto_top_up',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The automatic top-up: on or off, below which balance, how much, and whether a mandate exists',
        params: z.object({ id: z.string() }),
        response: { 200: autoTopUpSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      const [row] = await db
        .select()
        .from(prepaidAutoTopUps)
        .where(eq(prepaidAutoTopUps.companyId, company.id));
      return json(row);
    },
  );

  app.put(
    '/company/:id/prepaid/auto_top_up',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sets the automatic top-up: a threshold in cents (0 to 100,000) and an amount of the deposit choices; switching it on needs the mandate of a first payment',
        params: z.object({ id: z.string() }),
        body: z.object({
          enabled: z.boolean(),
          threshold_cents: z.number().int().min(0).max(100_000),
          amount_euros: z.number().int(),
          version: z.number().int().min(0).describe('0 for the first save'),
        }),
        response: { 200: autoTopUpSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      const input = request.body;
      if (!isPrepaidAmount(input.amount_euros))
        throw new ApiError(400, MESSAGE.VALIDATION_FAILED, { amount_euros: MESSAGE.SELECT_OPTION });
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(prepaidAutoTopUps)
          .where(eq(prepaidAutoTopUps.companyId, company.id))
          .for('update');
        if ((current?.version ?? 0) !== input.version)
          throw new ApiError(409, MESSAGE.DATA_OUTDATED);
        if (input.enabled && !current?.mandateReference)
          throw new ApiError(400, MESSAGE.MANDATE_REQUIRED);
        const values = {
          enabled: input.enabled,
          thresholdCents: input.threshold_cents,
          amountEuros: input.amount_euros,
        };
        const [saved] = await tx
          .insert(prepaidAutoTopUps)
          .values({ companyId: company.id, ...values })
          .onConflictDoUpdate({
            target: prepaidAutoTopUps.companyId,
            set: { ...values, version: sql`${prepaidAutoTopUps.version} + 1` },
          })
          .returning();
        return json(saved);
      });
    },
  );
};
