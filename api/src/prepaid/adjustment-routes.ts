import { z } from 'zod';
import {
  BALANCE_ADJUSTERS,
  BALANCE_ADJUSTMENT_KINDS,
  balanceAdjustmentProblems,
} from '#domain/prepaid/balance-adjustment';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { adjustBalance } from './balance-adjustment';
import { balanceAdjustedSchema } from './prepaid.schema';

/** Finance refunds (part of) a prepaid balance or corrects it, always with a reason. */
export const adjustmentRoutes: AreaPlugin = async (app, { db }) => {
  app.post(
    '/company/:id/prepaid/adjustment',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          'Refunds (money back to the customer, taken off the balance) or corrects (+ or −) a prepaid balance, with a required reason; finance, managers and admins. The balance never goes below zero',
        params: z.object({ id: z.string() }),
        body: z.object({
          kind: z.enum(BALANCE_ADJUSTMENT_KINDS),
          amount_cents: z
            .number()
            .int()
            .describe('a refund: what is paid back (positive); a correction: + or −'),
          reason: z.string().max(2000).nullish(),
        }),
        response: { 200: balanceAdjustedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, BALANCE_ADJUSTERS);
      const { company } = await companyFor(db, viewer, request.params.id);
      const { kind, amount_cents: amountCents, reason } = request.body;
      const problems = balanceAdjustmentProblems({ kind, amountCents, reason });
      if (Object.keys(problems).length > 0)
        throw new ApiError(400, MESSAGE.VALIDATION_FAILED, problems);
      const { balanceCents, entryId } = await adjustBalance(db, {
        companyId: company.id,
        kind,
        amountCents,
        reason: reason!.trim(),
        userId: viewer.userId,
      });
      return {
        balance_cents: balanceCents,
        entry_id: entryId,
        message: MESSAGE.CHANGES_SAVED,
      };
    },
  );
};
