/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;
let staff: GraphQLTestClient;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const HELD = `id companyName state revokeReason attachment { fileName } attachmentUrl version
  certification { id name requiresCertificate agency { name value } }`;

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('cms@demo.nl');
  staff = createGraphQLClient(stack.gatewayUrl);
  await staff.login('sales@demo.nl');
}, 60_000);
afterAll(async () => stack?.close());

const cookieOf = (client: GraphQLTestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('certifications over GraphQL', () => {
  it('is for content editors only', async () => {
    const refused = await staff.request('{ qualityMarks { total } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const marks = await editor.request('{ qualityMarks { total items { name logoUrl } } }');
    expect(marks.errors).toBeUndefined();
    const vca = marks.data.qualityMarks.items.find((mark: any) => mark.name === 'VCA');
    expect(vca.logoUrl).toMatch(/^\/files\/quality-mark\/\d+\/logo\?v=/);
    const logo = await fetch(`${stack.gatewayUrl}${vca.logoUrl}`, {
      headers: { cookie: cookieOf(editor) },
    });
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('names field errors as the inputs do, and gives a company a certification with its file', async () => {
    const created = await editor.request(
      `mutation ($input: CertificationInput!) { createCertification(input: $input) { id version } }`,
      { input: { name: 'VCA', agency: { name: ' ', value: 'x' }, requiresCertificate: true } },
    );
    expect(created.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'agency.name': 'MESSAGE.FIELD_REQUIRED' },
    });
    const certification = (
      await editor.request(
        `mutation ($input: CertificationInput!) { createCertification(input: $input) { id } }`,
        {
          input: {
            name: 'Legionella preventie',
            agency: { name: 'Kiwa', value: 'kiwa' },
            requiresCertificate: true,
          },
        },
      )
    ).data.createCertification.id;
    const company = (
      await editor.request(`{ certificationCompanyOptions(search: "Meijer") { id name } }`)
    ).data.certificationCompanyOptions[0];
    expect(company.name).toBe('Meijer Schilders');

    const add = (attachmentId: string | null) =>
      editor.request(
        `mutation ($companyId: ID!, $input: AddCompanyCertificationInput!) {
          addCompanyCertification(companyId: $companyId, input: $input) { ${HELD} } }`,
        { companyId: company.id, input: { certificationId: certification, attachmentId } },
      );
    const refused = await add(null);
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({
      attachment: 'MESSAGE.FILE_REQUIRED',
    });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'c.pdf');
    const uploaded = await fetch(
      `${stack.gatewayUrl}/upload/company/${company.id}/certification/${certification}/attachment`,
      { method: 'POST', headers: { cookie: cookieOf(editor), 'x-graphql-csrf': '1' }, body: form },
    );
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: number };
    const added = await add(String(file.id));
    expect(added.errors).toBeUndefined();
    expect(added.data.addCompanyCertification).toMatchObject({
      companyName: 'Meijer Schilders',
      state: 'active',
      attachment: { fileName: 'c.pdf' },
    });
    const served = await fetch(
      `${stack.gatewayUrl}${added.data.addCompanyCertification.attachmentUrl}`,
      { headers: { cookie: cookieOf(editor) } },
    );
    expect(served.headers.get('content-type')).toBe('application/pdf');

    const revoke = await editor.request(
      `mutation ($companyId: ID!, $certificationId: ID!, $input: CompanyCertificationChangeInput!, $version: Int!) {
        updateCompanyCertification(companyId: $companyId, certificationId: $certificationId, input: $input, version: $version) { ${HELD} } }`,
      {
        companyId: company.id,
        certificationId: certification,
        input: { newState: 'revoked', revokeReason: 'do_it_myself' },
        version: 1,
      },
    );
    expect(revoke.data.updateCompanyCertification).toMatchObject({
      state: 'revoked',
      revokeReason: 'do_it_myself',
      version: 2,
    });
  });
});
