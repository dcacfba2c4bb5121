import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { companyChangeRequests } from './company-change-request.table';
import { companies } from './company.table';

const DAY = 86_400_000;

/**
 * Demo: two change requests waiting on the lead managers' home, filed by the main users of
 * two customers: a new trade name, and a move to a new address. Accepting them goes
 * through the companies area's own save, as with any request.
 */
export async function seedChangeRequests(
  tx: Executor,
  userIds: Map<string, number>,
): Promise<void> {
  const demo: {
    company: string;
    by: string;
    changes: Record<string, string>;
    note: string;
    daysAgo: number;
  }[] = [
    {
      company: 'Hendriks Installatietechniek B.V.',
      by: 'customer@demo.nl',
      changes: { name: 'Hendriks Installatie & Service B.V.' },
      note: 'Onze handelsnaam is per 1 december gewijzigd; het KvK-nummer blijft hetzelfde.',
      daysAgo: 2,
    },
    {
      company: 'Willems Dakwerken',
      by: 'both@demo.nl',
      changes: {
        street: 'Kanaaldijk-Noord',
        house_number: '61',
        postal_code: '5613 DH',
        city: 'Eindhoven',
      },
      note: 'We zijn verhuisd naar een nieuw bedrijfspand.',
      daysAgo: 0,
    },
  ];
  for (const request of demo) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, request.company));
    if (!company) continue;
    const stored: Record<string, string | null> = {
      name: company.name,
      street: company.street,
      house_number: company.houseNumber,
      postal_code: company.postalCode,
      city: company.city,
    };
    await tx.insert(companyChangeRequests).values({
      companyId: company.id,
      requestedBy: userIds.get(request.by) ?? null,
      changes: request.changes,
      oldValues: Object.fromEntries(
        Object.keys(request.changes).map((field) => [field, stored[field] ?? null]),
      ),
      note: request.note,
      createdAt: new Date(Date.now() - request.daysAgo * DAY - 3_600_000),
    });
  }
}
