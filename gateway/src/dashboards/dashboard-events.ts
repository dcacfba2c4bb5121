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
