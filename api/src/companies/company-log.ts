import type { CompanyEventType } from '#domain/companies/company-state';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import { companyEvents } from './company-event.table';

export interface CompanyLogEntry {
  companyId: number;
  /** A label of the company's event log (domain COMPANY_EVENT_TYPES). */
  type: CompanyEventType;
  /** Who did it; null for the system (scheduler). */
  userId: number | null;
  data?: Record<string, unknown>;
  /** The live-update type for the outbox, e.g. 'company.state_changed'. */
  outboxType: string;
}

/** One row in the company's event log and one outbox event, in the caller's transaction. */
export async function logCompanyEvent(tx: Executor, entry: CompanyLogEntry): Promise<void> {
  const data = entry.data ?? {};
  await tx
    .insert(companyEvents)
    .values({ companyId: entry.companyId, type: entry.type, userId: entry.userId, data });
  await recordEvent(tx, {
    type: entry.outboxType,
    companyId: entry.companyId,
    userId: entry.userId,
    payload: { event: entry.type, ...data },
  });
}

/** A live update without an event-log row (users, lists, profile …). */
export async function announce(
  tx: Executor,
  type: string,
  companyId: number,
  userId: number | null,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await recordEvent(tx, { type, companyId, userId, payload });
}
