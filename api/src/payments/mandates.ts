import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { prepaidAutoTopUps } from './auto-top-up.table';

/** Keeps the mandate a first payment gave, for the company's automatic top-ups. */
export async function rememberMandate(
  tx: Executor,
  companyId: number,
  mandateReference: string,
): Promise<void> {
  await tx
    .insert(prepaidAutoTopUps)
    .values({ companyId, enabled: false, thresholdCents: 2500, amountEuros: 500, mandateReference })
    .onConflictDoUpdate({
      target: prepaidAutoTopUps.companyId,
      set: { mandateReference, version: sql`${prepaidAutoTopUps.version} + 1` },
    });
}
