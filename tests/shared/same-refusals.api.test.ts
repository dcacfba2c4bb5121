import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { companyInputSchema } from '#domain/companies/company-input';
import { sepaMandateInputSchema } from '#domain/companies/sepa-mandate-input';
import { passwordSchema } from '#domain/shared/validators/password';
import { startApi, createClient, type RunningApi, type TestClient } from '../support/api-harness';
import { companyIdByName } from '../companies/company-test-kit';

/**
 * The web validates forms with the domain's zod schemas; the api validates the same
 * fields with the same schemas. A user must get the same message whichever refuses
 * first, so for each bad input the field message of the form equals the api's.
 */

let api: RunningApi;
let manager: TestClient;

beforeAll(async () => {
  api = await startApi();
  manager = createClient(api.url);
  await manager.login('manager@demo.nl');
});
afterAll(async () => {
  await api?.close();
});

/** The message the web form shows for a field (first issue on that path). */
function formMessage(schema: ZodType, input: Record<string, unknown>, field: string) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
const asRest = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [snake(key), value]));

const validCompany = {
  name: 'Refusal Test BV',
  street: 'Oudegracht',
  houseNumber: '1',
  postalCode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
};

const companyCases: [string, Record<string, unknown>, string][] = [
  ['an empty name', { name: '' }, 'name'],
  ['a postal code starting with 0', { postalCode: '0123 AB' }, 'postalCode'],
  ['a Belgian postal code for NL', { postalCode: '1000' }, 'postalCode'],
  ['a phone number with too few digits', { phoneNumber: '06 1234' }, 'phoneNumber'],
  ['an obvious sequence as phone number', { phoneNumber: '0612345678' }, 'phoneNumber'],
  ['an e-mail without top-level domain', { email: 'info@bedrijf' }, 'email'],
  ['a website without a domain suffix', { website: 'bedrijf' }, 'website'],
  [
    'a chamber of commerce number of 7 digits',
    { chamberOfCommerceNumber: '1234567' },
    'chamberOfCommerceNumber',
  ],
  ['a country outside the list', { country: 'FR' }, 'country'],
];

describe('company input: the api refuses what the form refuses, with the same message', () => {
  it.each(companyCases)('%s', async (_label, patch, field) => {
    const input = { ...validCompany, ...patch };
    const expected = formMessage(companyInputSchema, input, field);
    expect(expected, 'the form refuses it').toMatch(/^MESSAGE\./);

    const created = await manager.post('/company', asRest(input));
    expect(created.status).toBe(400);
    expect(created.body.fields?.[snake(field)]).toBe(expected);
  });

  it('accepts the valid company the cases start from, on both sides', async () => {
    expect(companyInputSchema.safeParse(validCompany).success).toBe(true);
    const created = await manager.post('/company', asRest(validCompany));
    expect(created.status).toBe(201);
  });
});

describe('SEPA mandate input: same refusals', () => {
  const valid = {
    iban: 'NL91 ABNA 0417 1643 00',
    signedBy: 'J. de Vries',
    companyName: 'Refusal Test BV',
  };
  const cases: [string, Record<string, unknown>, string][] = [
    ['an IBAN with a wrong checksum', { iban: 'NL91 ABNA 0417 1643 01' }, 'iban'],
    ['a malformed BIC', { iban: 'DE89 3704 0044 0532 0130 00', bic: 'AB1' }, 'bic'],
    ['no signer', { signedBy: '' }, 'signedBy'],
  ];

  it.each(cases)('%s', async (_label, patch, field) => {
    const input = { ...valid, ...patch };
    const expected = formMessage(sepaMandateInputSchema, input, field);
    expect(expected).toMatch(/^MESSAGE\./);
    const companyId = await companyIdByName(manager, 'Zwart Bouw');
    const saved = await manager.post(`/company/${companyId}/sepa`, asRest(input));
    expect(saved.status).toBe(400);
    expect(saved.body.fields?.[snake(field)]).toBe(expected);
  });
});

describe('password: same refusal on the reset form and in the api', () => {
  it.each([['welkom123'], ['Welkom'], ['WELKOMXX']])('refuses %s as weak', async (password) => {
    const expected = passwordSchema().safeParse(password);
    expect(expected.success).toBe(false);
    const message = expected.success ? null : expected.error.issues[0]!.message;
    expect(message).toBe('MESSAGE.PASSWORD_WEAK');

    const customer = createClient(api.url);
    await customer.login('consumer@demo.nl');
    const changed = await customer.post('/password/change', {
      current_password: 'Welkom123',
      password,
      password_repeat: password,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe(message);
  });
});
