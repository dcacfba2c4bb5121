import type { DomainEventRecord } from '../events/domain-event';

/**
 * The outbox events of a company that move a figure on its home: leads given or moved
 * in the pipeline, claims, balance and payments (company.updated), invoices, reviews,
 * the products it takes.
 */
const MOVES_COMPANY_HOME = new Set([
  'lead.assigned',
  'assigned_lead.updated',
  'claim.created',
  'claim.updated',
  'company.updated',
  'invoice.completed',
  'review.received',
  'review.updated',
  'company_product.saved',
]);

export const movesCompanyHome = (event: DomainEventRecord) => MOVES_COMPANY_HOME.has(event.type);

// Events about leads a partner sent: the api names the partner in their payload.
const MOVES_PARTNER_HOME = new Set(['lead.created', 'lead.assigned', 'claim.created']);

/**
 * Moves a figure on a partner's home: a lead it sent arrives, is given to a company or
 * claimed, or anything that moves the home of a company on its side (itself and the
 * companies it manages, `side`).
 */
export const movesPartnerHome =
  (partnerId: number, side: ReadonlySet<number>) => (event: DomainEventRecord) =>
    (MOVES_PARTNER_HOME.has(event.type) && event.payload.partner_company_id === partnerId) ||
    (event.company_id !== null && side.has(event.company_id) && movesCompanyHome(event));
