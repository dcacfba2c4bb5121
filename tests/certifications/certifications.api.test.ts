import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyIdByName, upload } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let staff: TestClient;
let anonymous: TestClient;
let companyId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  // Staff, but not a content editor.
  staff = await clientFor(api.url, 'sales@demo.nl');
  anonymous = createClient(api.url);
  companyId = await companyIdByName(staff, 'Zeeman Badkamers');
});
afterAll(async () => api?.close());

describe('every certifications route is for content editors only', () => {
  const routes: [method: 'get' | 'post' | 'delete', path: () => string, body?: unknown][] = [
    ['get', () => '/v2/qualitymark'],
    ['post', () => '/v2/qualitymark', { name: 'X', certificate: '' }],
    ['get', () => '/v2/qualitymark/1'],
    ['post', () => '/v2/qualitymark/1', { name: 'X', certificate: '', version: 1 }],
    ['delete', () => '/v2/qualitymark/1'],
    ['post', () => '/quality_mark/upload/1'],
    ['get', () => '/quality_mark/1/logo'],
    ['post', () => '/quality_mark/suggestion', { q: 'V' }],
    ['get', () => '/v2/certification'],
    ['get', () => '/v2/certification/company-options'],
    ['post', () => '/v2/certification', { name: 'X' }],
    ['get', () => '/v2/certification/1'],
    ['post', () => '/v2/certification/1', { version: 1 }],
    ['delete', () => '/v2/certification/1'],
    ['get', () => '/v2/certification/1/company'],
    ['get', () => `/v2/company/${companyId}/certification`],
    ['post', () => `/v2/company/${companyId}/certification`, { certification_id: 1 }],
    ['get', () => `/v2/company/${companyId}/certification/1`],
    ['post', () => `/v2/company/${companyId}/certification/1`, { version: 1 }],
    ['delete', () => `/v2/company/${companyId}/certification/1`],
    ['post', () => `/v2/company/${companyId}/certification/1/attachment`],
    ['get', () => `/v2/company/${companyId}/certification/1/attachment`],
  ];
  it.each(routes)('%s %s', async (method, path, body) => {
    const call = (client: TestClient) =>
      method === 'get' ? client.get(path()) : client[method](path(), body);
    expect((await call(anonymous)).status).toBe(401);
    expect((await call(staff)).status).toBe(403);
  });
});

describe('quality marks', () => {
  it('shows the demo marks with their logos', async () => {
    const list = await editor.get('/v2/qualitymark');
    expect(list.status).toBe(200);
    const names = list.body.items.map((mark: { name: string }) => mark.name);
    expect(names).toEqual(expect.arrayContaining(['Techniek Nederland', 'InstallQ', 'VCA']));
    expect(list.body.total).toBe(list.body.items.length);
    const vca = list.body.items.find((mark: { name: string }) => mark.name === 'VCA');
    const logo = await editor.get(`/quality_mark/${vca.id}/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('adds, changes (versioned), takes a logo and deletes a mark', async () => {
    const added = await editor.post('/v2/qualitymark', {
      name: '  Keurmerk Warmtepompen ',
      certificate: 'Gecontroleerd door een onafhankelijke partij.',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Keurmerk Warmtepompen', logo: null, version: 1 });
    const id = added.body.id as number;

    const blank = await editor.post('/v2/qualitymark', { name: ' ', certificate: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ name: 'MESSAGE.ENTER_NAME' });
    const twice = await editor.post('/v2/qualitymark', { name: 'vca', certificate: '' });
    expect(twice.body.fields).toEqual({ name: 'MESSAGE.NAME_IN_USE' });

    const saved = await editor.post(`/v2/qualitymark/${id}`, {
      name: 'Keurmerk Warmtepomp',
      certificate: 'Nieuw.',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Keurmerk Warmtepomp', version: 2 });
    const stale = await editor.post(`/v2/qualitymark/${id}`, {
      name: 'Ander',
      certificate: '',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: 'MESSAGE.DATA_OUTDATED' });
    expect((await editor.get(`/v2/qualitymark/${id}`)).body.name).toBe('Keurmerk Warmtepomp');

    const png = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#2f9e44' },
    })
      .png()
      .toBuffer();
    const logo = await upload(api.url, editor, `/quality_mark/upload/${id}`, png, 'logo.png');
    expect(logo.status).toBe(200);
    expect(logo.body.logo).toMatchObject({ file_name: 'logo.png', content_type: 'image/webp' });
    expect(logo.body.version).toBe(2); // an open form can still save
    const served = await editor.get(`/quality_mark/${id}/logo`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const pdf = await upload(api.url, editor, `/quality_mark/upload/${id}`, PDF, 'logo.pdf');
    expect(pdf.body).toEqual({ message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' });

    expect((await editor.delete(`/v2/qualitymark/${id}`)).body).toEqual({
      message: 'MESSAGE.SUCCESSFULLY_DELETED',
    });
    expect((await editor.get(`/v2/qualitymark/${id}`)).status).toBe(404);
    expect((await editor.delete(`/v2/qualitymark/${id}`)).status).toBe(404);
  });

  it('suggests up to ten existing names, those starting with the text first', async () => {
    for (const name of ['Warmte A', 'Warmte B', 'Duurzaam Warmte'])
      await editor.post('/v2/qualitymark', { name, certificate: '' });
    const found = await editor.post('/quality_mark/suggestion', { q: 'warmte' });
    expect(found.status).toBe(200);
    expect(found.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Warmte A',
      'Warmte B',
      'Duurzaam Warmte',
    ]);
    expect((await editor.post('/quality_mark/suggestion', { q: ' ' })).body.items).toEqual([]);
    expect((await editor.post('/quality_mark/suggestion', { q: '%' })).body.items).toEqual([]);
    for (let i = 0; i < 12; i++)
      await editor.post('/v2/qualitymark', { name: `Reeks ${i}`, certificate: '' });
    expect((await editor.post('/quality_mark/suggestion', { q: 'reeks' })).body.items).toHaveLength(
      10,
    );
  });
});

describe('certifications', () => {
  it('lists with search, adds, saves (versioned) and deletes only when no company holds it', async () => {
    const kiwa = await editor.get('/v2/certification?search=kiwa');
    expect(kiwa.body.items.map((c: { name: string }) => c.name)).toEqual([
      'BRL 9500 energielabel',
      'F-gassen installateur',
    ]);
    const held = kiwa.body.items[1];
    expect(held.company_count).toBeGreaterThan(0);
    expect((await editor.delete(`/v2/certification/${held.id}`)).body).toEqual({
      message: 'MESSAGE.CERTIFICATION_IN_USE',
    });
    const holders = await editor.get(`/v2/certification/${held.id}/company`);
    expect(holders.body.items.map((c: { company_name: string }) => c.company_name)).toContain(
      'Hendriks Installatietechniek B.V.',
    );

    const missing = await editor.post('/v2/certification', { name: 'Zonder bureau' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ agency: 'MESSAGE.FIELD_REQUIRED' });
    const added = await editor.post('/v2/certification', {
      name: 'Asbestverwijderaar',
      agency: { name: 'Ascert', value: 'ascert' },
      requires_certificate: false,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      agency: { name: 'Ascert', value: 'ascert' },
      requires_certificate: false,
      company_count: 0,
      version: 1,
    });
    const id = added.body.id as number;
    const saved = await editor.post(`/v2/certification/${id}`, {
      name: 'Asbestverwijdering',
      agency: { name: 'Ascert', value: 'ascert' },
      requires_certificate: true,
      version: 1,
    });
    expect(saved.body).toMatchObject({ name: 'Asbestverwijdering', version: 2 });
    const stale = await editor.post(`/v2/certification/${id}`, {
      name: 'Oud',
      agency: { name: 'Ascert', value: 'ascert' },
      requires_certificate: false,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.delete(`/v2/certification/${id}`)).status).toBe(200);
    expect((await editor.get(`/v2/certification/${id}`)).status).toBe(404);
  });
});

describe('company certifications', () => {
  async function newCertification(name: string, requiresCertificate: boolean) {
    const answer = await editor.post('/v2/certification', {
      name,
      agency: { name: 'Kiwa', value: 'kiwa' },
      requires_certificate: requiresCertificate,
    });
    return answer.body.id as number;
  }

  it('needs a file when the certification requires a certificate, then starts active', async () => {
    const certificationId = await newCertification('Gasketel onderhoud', true);
    const base = `/v2/company/${companyId}/certification`;
    const refused = await editor.post(base, { certification_id: certificationId });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'MESSAGE.VALIDATION_FAILED',
      fields: { attachment: 'MESSAGE.FILE_REQUIRED' },
    });
    expect((await editor.get(`${base}/${certificationId}`)).status).toBe(404);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const wrongType = await upload(
      api.url,
      editor,
      `${base}/${certificationId}/attachment`,
      svg,
      'a.svg',
    );
    expect(wrongType.body).toEqual({ message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' });
    const file = await upload(
      api.url,
      editor,
      `${base}/${certificationId}/attachment`,
      PDF,
      'certificaat.pdf',
    );
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({
      file_name: 'certificaat.pdf',
      content_type: 'application/pdf',
    });

    // A file of another company's certification is not this one's.
    const other = await companyIdByName(staff, 'Kok Tuinaanleg');
    const foreign = await editor.post(`/v2/company/${other}/certification`, {
      certification_id: certificationId,
      attachment_id: file.body.id,
    });
    expect(foreign.body.fields).toEqual({ attachment: 'MESSAGE.ATTACHMENT_NOT_FOUND' });

    const added = await editor.post(base, {
      certification_id: certificationId,
      attachment_id: file.body.id,
      state: 'revoked', // not the client's to choose
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      company_id: companyId,
      company_name: 'Zeeman Badkamers',
      certification: { id: certificationId, requires_certificate: true },
      state: 'active',
      revoke_reason: null,
      attachment: { id: file.body.id, file_name: 'certificaat.pdf' },
      version: 1,
    });
    const twice = await editor.post(base, {
      certification_id: certificationId,
      attachment_id: file.body.id,
    });
    expect(twice.body.fields).toEqual({ certification_id: 'MESSAGE.CERTIFICATION_ALREADY_HELD' });
    const served = await editor.get(`${base}/${certificationId}/attachment`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const list = await editor.get(base);
    expect(
      list.body.items.map((c: { certification: { id: number } }) => c.certification.id),
    ).toContain(certificationId);
  });

  it('changes the state through new_state, versioned; revoking needs a reason', async () => {
    const certificationId = await newCertification('Airco montage', false);
    const base = `/v2/company/${companyId}/certification`;
    const added = await editor.post(base, { certification_id: certificationId });
    expect(added.body).toMatchObject({ state: 'active', attachment: null });
    const path = `${base}/${certificationId}`;

    const review = await editor.post(path, { version: 1, new_state: 'review' });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ state: 'review', version: 2 });
    const stale = await editor.post(path, { version: 1, new_state: 'expired' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    const unknown = await editor.post(path, { version: 2, new_state: 'gone' });
    expect(unknown.body.fields).toEqual({ new_state: 'MESSAGE.SELECT_OPTION' });
    const noReason = await editor.post(path, { version: 2, new_state: 'revoked' });
    expect(noReason.body.fields).toEqual({ revoke_reason: 'MESSAGE.SELECT_OPTION' });
    const revoked = await editor.post(path, {
      version: 2,
      new_state: 'revoked',
      revoke_reason: 'warmtepomp_company',
    });
    expect(revoked.body).toMatchObject({
      state: 'revoked',
      revoke_reason: 'warmtepomp_company',
      version: 3,
    });
    const again = await editor.post(path, { version: 3, new_state: 'active' });
    expect(again.body).toMatchObject({ state: 'active', revoke_reason: null, version: 4 });

    expect((await editor.delete(path)).body).toEqual({ message: 'MESSAGE.SUCCESSFULLY_DELETED' });
    expect((await editor.get(path)).status).toBe(404);
    expect((await editor.delete(`/v2/certification/${certificationId}`)).status).toBe(200);
  });

  it('refuses a save without a file once the certification requires one', async () => {
    const certificationId = await newCertification('Zonnepanelen legger', false);
    const base = `/v2/company/${companyId}/certification`;
    await editor.post(base, { certification_id: certificationId });
    const certification = await editor.get(`/v2/certification/${certificationId}`);
    await editor.post(`/v2/certification/${certificationId}`, {
      ...certification.body,
      requires_certificate: true,
    });
    const path = `${base}/${certificationId}`;
    const refused = await editor.post(path, { version: 1, new_state: 'review' });
    expect(refused.body.fields).toEqual({ attachment: 'MESSAGE.FILE_REQUIRED' });
    const file = await upload(api.url, editor, `${path}/attachment`, PDF, 'bewijs.pdf');
    const saved = await editor.post(path, {
      version: 1,
      new_state: 'review',
      attachment_id: file.body.id,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: 'review', attachment: { file_name: 'bewijs.pdf' } });
  });

  it('shows demo companies in several states and offers companies by name', async () => {
    const hendriks = await companyIdByName(staff, 'Hendriks');
    const held = await editor.get(`/v2/company/${hendriks}/certification`);
    expect(new Set(held.body.items.map((c: { state: string }) => c.state))).toEqual(
      new Set(['active', 'expired']),
    );
    const options = await editor.get('/v2/certification/company-options?search=zeeman');
    expect(options.body.items).toEqual([{ id: companyId, name: 'Zeeman Badkamers' }]);
    expect((await editor.get('/v2/company/999999/certification')).status).toBe(404);
  });
});
