import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { assignedLeads } from '../leads';
import { createMailer } from '../mail';
import { parseId } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { plazaCompanyFor } from './plaza-access';
import { assessPurchase, buyPlazaLead } from './plaza-purchase';
import { plazaPurchaseDetailsSchema, plazaPurchaseSchema } from './plaza.schema';

const companyParams = z.object({ company: z.string() });

/** Buying on the plaza: the price and checks before, the buy itself, the latest buy. */
export const purchaseRoutes: AreaPlugin = async (app, { db, config }) => {
  const deps = { db, mailer: createMailer(db, config), publicUrl: config.publicUrl };

  app.get(
    '/leadplaza/:company/purchase_details',
    {
      schema: {
        tags: ['plaza'],
        summary:
          'What buying the lead would cost the company now, how it would pay, and the message a buy would be refused with (null: it may buy)',
        params: companyParams,
        querystring: z.object({ lead: z.string().describe('the lead id') }),
        response: { 200: plazaPurchaseDetailsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await plazaCompanyFor(db, viewer, request.params.company);
      const assessed = await assessPurchase(
        db,
        company.id,
        parseId(request.query.lead),
        new Date(),
        false,
      );
      return {
        lead_id: assessed.lead.id,
        company_id: company.id,
        price_cents: assessed.priceCents,
        competitors: assessed.competitors,
        payment: assessed.payment,
        balance_cents: company.isPrepaid ? company.balance : null,
        refusal: assessed.refusal,
      };
    },
  );

  app.post(
    '/leadplaza/:company/assign',
    {
      schema: {
        tags: ['plaza'],
        summary:
          'Buys one lead for the company (one transaction: checks, payment, assigned lead, event)',
        description:
          '409 with the reason when the buy is refused: MESSAGE.LEAD_ALREADY_EXCLUSIVE, ASSIGNMENT_FAILED, NOT_A_UNIQUE_LEAD, BALANCE_TOO_LOW, CANNOT_RECEIVE_MORE_LEADS, NO_TRIAL_LEADS_LEFT, ACCOUNT_SUSPENDED, NOT_APPROVED, or PRICE_CHANGED when price_cents is not the price now.',
        params: companyParams,
        body: z.object({
          lead_id: z.number().int().positive(),
          price_cents: z
            .number()
            .int()
            .min(0)
            .nullish()
            .describe('the price the buyer confirmed; the buy is refused when it changed'),
        }),
        response: { 201: plazaPurchaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await plazaCompanyFor(db, viewer, request.params.company);
      const purchase = await buyPlazaLead(deps, {
        companyId: company.id,
        leadId: request.body.lead_id,
        userId: viewer.userId,
        expectedPriceCents: request.body.price_cents,
      });
      reply.code(201);
      return {
        assigned_lead_id: purchase.assignedLeadId,
        lead_id: purchase.leadId,
        company_id: purchase.companyId,
        price_cents: purchase.priceCents,
        payment: purchase.payment,
        balance_cents: purchase.balanceCents,
        created_at: purchase.createdAt.toISOString(),
      };
    },
  );

  app.get(
    '/leadplaza/:company/latest',
    {
      schema: {
        tags: ['plaza'],
        summary: 'The lead the company bought on the plaza most recently',
        params: companyParams,
        response: {
          200: z.object({
            latest: z
              .object({
                assigned_lead_id: z.number().int(),
                lead_id: z.number().int(),
                price_cents: z.number().int(),
                created_at: z.string(),
              })
              .nullable(),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await plazaCompanyFor(db, viewer, request.params.company);
      const [latest] = await db
        .select()
        .from(assignedLeads)
        .where(and(eq(assignedLeads.companyId, company.id), eq(assignedLeads.origin, 'plaza')))
        .orderBy(desc(assignedLeads.createdAt), desc(assignedLeads.id))
        .limit(1);
      return {
        latest: latest
          ? {
              assigned_lead_id: latest.id,
              lead_id: latest.leadId,
              price_cents: latest.priceCents,
              created_at: latest.createdAt.toISOString(),
            }
          : null,
      };
    },
  );
};
