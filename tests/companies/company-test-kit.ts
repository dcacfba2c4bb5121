import { eq } from 'drizzle-orm';
import { companies, type NewCompanyRow } from '../../api/src/companies/company.table';
import type { Database } from '../../api/src/db';
import type { TestClient } from '../support/api-harness';
import { loginRest } from '../support/login-kit';

/** A logged-in client for a demo account (the login kit's loginRest, under its older name). */
export const clientFor = (url: string, email: string): Promise<TestClient> => loginRest(url, email);

/** The id of a demo company by (part of) its name, looked up as staff. */
export async function companyIdByName(staff: TestClient, name: string): Promise<number> {
  const answer = await staff.get(`/company?search=${encodeURIComponent(name)}`);
  const hit = (answer.body.items as { id: number; name: string }[]).find((c) =>
    c.name.includes(name),
  );
  if (!hit) throw new Error(`no demo company ${name}`);
  return hit.id;
}

/** Test setup straight in the database (the state a scenario starts from). */
export async function setCompany(
  db: Database,
  id: number,
  patch: Partial<NewCompanyRow>,
): Promise<void> {
  await db.update(companies).set(patch).where(eq(companies.id, id));
}

/** A fresh company created through the api by the manager, with optional extra fields. */
export async function newCompany(
  manager: TestClient,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; version: number; name: string } & Record<string, unknown>> {
  const answer = await manager.post('/company', {
    name: `Testbedrijf ${Math.random().toString(36).slice(2, 8)}`,
    postal_code: '3511 AB',
    house_number: '1',
    ...fields,
  });
  if (answer.status !== 201)
    throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Uploads one file as multipart/form-data with the client's session cookie. */
export async function upload(
  url: string,
  client: TestClient,
  path: string,
  data: Buffer,
  filename: string,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}
