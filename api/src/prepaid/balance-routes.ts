import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_PREPAID_AMOUNT_EUROS,
  isLowBalance,
  LOW_BALANCE_THRESHOLD_CENTS,
  PREPAID_AMOUNTS_EUROS,
} from '#domain/prepaid/prepaid-payment';
import { users } from '../accounts';
import { prepaidCompanyFor } from '../companies';
import { assignedLeads, leads } from '../leads';
import { balanceLedger } from './balance-ledger.table';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { balanceEntryListSchema, prepaidAccountSchema } from './prepaid.schema';

const companyParams = z.object({ id: z.string() });

/** A company's prepaid balance and its ledger: staff and the company's users (404 for others). */
export const balanceRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/prepaid',
    {
      schema: {
        tags: ['prepaid'],
        summary: 'The prepaid balance, the low-balance alert and the deposit choices',
        params: companyParams,
        response: { 200: prepaidAccountSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      return {
        company_id: company.id,
        is_prepaid: company.isPrepaid,
        balance_cents: company.balance,
        low_balance: company.isPrepaid && isLowBalance(company.balance),
        low_balance_threshold_cents: LOW_BALANCE_THRESHOLD_CENTS,
        amounts_euros: [...PREPAID_AMOUNTS_EUROS],
        default_amount_euros: DEFAULT_PREPAID_AMOUNT_EUROS,
      };
    },
  );

  app.get(
    '/company/:id/prepaid/ledger',
    {
      schema: {
        tags: ['prepaid'],
        summary:
          'Every change of the balance, newest first (50 a page): leads paid, refunds, deposits',
        params: companyParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: balanceEntryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { company, staff } = await prepaidCompanyFor(
        db,
        requireViewer(request),
        request.params.id,
      );
      const { page, itemsPerPage } = request.query;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            entry: balanceLedger,
            productName: products.name,
            byName: sql<
              string | null
            >`nullif(btrim(${users.givenName} || ' ' || ${users.familyName}), '')`,
            byEmail: users.email,
          })
          .from(balanceLedger)
          .leftJoin(assignedLeads, eq(assignedLeads.id, balanceLedger.assignedLeadId))
          .leftJoin(leads, eq(leads.id, assignedLeads.leadId))
          .leftJoin(products, eq(products.id, leads.productId))
          .leftJoin(users, eq(users.id, balanceLedger.createdBy))
          .where(eq(balanceLedger.companyId, company.id))
          .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
          .limit(itemsPerPage)
          .offset((page - 1) * itemsPerPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(balanceLedger)
          .where(eq(balanceLedger.companyId, company.id)),
      ]);
      return {
        items: rows.map(({ entry, productName, byName, byEmail }) => ({
          id: entry.id,
          amount_cents: entry.amountCents,
          balance_after_cents: entry.balanceAfterCents,
          reason: entry.reason,
          note: entry.note,
          // Who at finance did it is for staff; the customer reads why.
          created_by_name: staff ? (byName ?? byEmail) : null,
          receipt_payment_id: entry.paymentId,
          assigned_lead_id: entry.assignedLeadId,
          product_name: productName,
          created_at: entry.createdAt.toISOString(),
        })),
        total: count?.n ?? 0,
      };
    },
  );
};
