import type { DomainEventRecord } from '../events/domain-event';
import type { RestCompany } from './rest-types';

/**
 * What CompanyChange resolves from: the outbox event and the company refetched for the subscriber.
 * @mapper CompanyChange
 */
export interface CompanyChangeSource {
  event: DomainEventRecord;
  /** Null when the company was deleted. */
  company: RestCompany | null;
}
