import { eq } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { partnerRequestFailures } from './partner-request-failure.table';

const HOUR = 3_600_000;

/** A partner lead api body as the partner sent it (docs/matching.md). */
function body(discr: string, person: { given: string; family: string }, extra = {}) {
  return {
    discr,
    given_name: person.given,
    family_name: person.family,
    address: {
      country: 'NL',
      street: 'Biltstraat',
      house_number: '41',
      postal_code: '3572 AJ',
      city: 'Utrecht',
    },
    phone_number: '0302345678',
    email: `${person.given.toLowerCase()}.${person.family.toLowerCase().replace(/\s+/g, '')}@example.nl`,
    ...extra,
  };
}

/**
 * Demo: three partner requests that failed, for the lead managers' home. One came while
 * the api was restarting (a retry takes it in), two were refused for their content (a
 * product code the catalogue never had, an e-mail address with a typo): a retry fails
 * again, so staff call the partner or delete them.
 */
export async function seedPartnerRequestFailures(tx: Executor): Promise<void> {
  const [partner] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Dekker Leads Partner'));
  if (!partner) return;
  const now = Date.now();
  const failure = {
    partnerCompanyId: partner.id,
    endpoint: '/partner/{guid}/lead',
    status: 400,
    errorKey: 'MESSAGE.VALIDATION_FAILED',
  };
  await tx.insert(partnerRequestFailures).values([
    {
      ...failure,
      requestId: 'dekker-20931',
      body: body(
        'zonnepanelen',
        { given: 'Ruud', family: 'Verbeek' },
        { request_id: 'dekker-20931' },
      ),
      status: 503,
      errorKey: 'MESSAGE.SERVICE_UNAVAILABLE',
      errorFields: null,
      createdAt: new Date(now - 5 * HOUR),
    },
    {
      ...failure,
      requestId: 'dekker-20944',
      body: body(
        'zonneboiler',
        { given: 'Ilse', family: 'de Groot' },
        { request_id: 'dekker-20944' },
      ),
      errorFields: { discr: 'MESSAGE.SELECT_OPTION' },
      createdAt: new Date(now - 3 * HOUR),
    },
    {
      ...failure,
      requestId: null,
      body: body(
        'warmtepomp',
        { given: 'Kees', family: 'Brouwer' },
        { email: 'kees.brouwer@@example.nl' },
      ),
      errorFields: { email: 'MESSAGE.ENTER_VALID_EMAIL' },
      createdAt: new Date(now - 40 * 60_000),
    },
  ]);
}
