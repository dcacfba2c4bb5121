import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { claimStatusesForFilter, CLAIM_LIST_FILTERS } from '#domain/claims/claim-status';
import type { Viewer } from '../accounts';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { claimCredits } from './claim-credit.table';
import { claimReach } from './claim-access';
import { claims } from './claim.table';

/** The claim list's filters: to process, call center, all, new; by company, by invoice. */
export const claimFilterQuery = z.object({
  filter: z.coerce
    .number()
    .int()
    .min(0)
    .max(3)
    .default(CLAIM_LIST_FILTERS.all)
    .describe('0 to process, 1 call center, 2 all statuses, 3 new'),
  company: z.coerce.number().int().positive().optional().describe('claims of one company'),
  invoice: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('claims whose credit went on this invoice'),
  product: z.coerce.number().int().positive().optional(),
  assignedLead: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('the claim on one assigned lead'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('claim number, company, or the consumer’s name, e-mail, phone or postal code'),
});

export type ClaimFilter = z.infer<typeof claimFilterQuery>;

/** The conditions of a filtered claim list the viewer may see. */
export async function claimListConditions(
  db: Executor,
  viewer: Viewer,
  query: ClaimFilter,
): Promise<SQL | undefined> {
  const conditions: SQL[] = [inArray(claims.status, [...claimStatusesForFilter(query.filter)])];
  const reach = await claimReach(db, viewer);
  if (reach) conditions.push(reach);
  if (query.company) conditions.push(eq(claims.companyId, query.company));
  if (query.assignedLead) conditions.push(eq(claims.assignedLeadId, query.assignedLead));
  if (query.invoice)
    conditions.push(
      inArray(
        claims.id,
        db
          .select({ id: claimCredits.claimId })
          .from(claimCredits)
          .where(eq(claimCredits.invoiceId, query.invoice)),
      ),
    );
  if (query.product || query.search) {
    const leadConditions: SQL[] = [];
    if (query.product) leadConditions.push(eq(leads.productId, query.product));
    if (query.search) {
      const like = `%${query.search.toLowerCase()}%`;
      leadConditions.push(
        sql`(lower(coalesce(${leads.givenName}, '') || ' ' || ${leads.familyName} || ' ' || ${leads.email}
             || ' ' || coalesce(${leads.phoneNumber}, '') || ' ' || ${leads.postalCode} || ' '
             || ${companies.name}) LIKE ${like} OR ${claims.id}::text = ${query.search})`,
      );
    }
    conditions.push(
      inArray(
        claims.assignedLeadId,
        db
          .select({ id: assignedLeads.id })
          .from(assignedLeads)
          .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
          .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
          .innerJoin(claims, eq(claims.assignedLeadId, assignedLeads.id))
          .where(and(...leadConditions)),
      ),
    );
  }
  return and(...conditions);
}
