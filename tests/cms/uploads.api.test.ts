/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;
let solarSite: number;
let otherSite: number;

const png = demoPicture(64, 32, [0, 0, 255], [255, 255, 255], [255, 255, 0]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A multipart POST with form fields first, then the file, as a browser sends it. */
async function send(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
  data: Buffer,
  filename: string,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const uploadFile = (data: Buffer, filename: string, domainId = solarSite, type?: string) =>
  send(editor, '/cms/upload/file', { domainId: String(domainId) }, data, filename, type);

async function page(url: string) {
  const list = await editor.get(`/cms/page?domainId=${solarSite}&itemsPerPage=200`);
  const id = list.body.items.find((p: any) => p.url === url).id;
  return (await editor.get(`/cms/page/${id}`)).body;
}

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  const domains = (await editor.get('/cms/domain')).body.items;
  solarSite = domains.find((d: any) => d.host === 'www.zonnepanelen-offertes.nl').id;
  otherSite = domains.find((d: any) => d.host === 'www.verbouwkosten.nl').id;
});
afterAll(async () => api?.close());

describe('uploading', () => {
  it('stores an image with its type from the content and its pixel size, and hands it back', async () => {
    const answer = await uploadFile(png, 'C:\\fotos\\Dak.jpg', solarSite, 'image/jpeg');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      domain_id: solarSite,
      file_name: 'Dak.jpg',
      title: 'Dak',
      file_type: 'png',
      content_type: 'image/png',
      is_image: true,
      width: 64,
      height: 32,
      size_bytes: png.length,
      version: 1,
    });
    const file = await fetch(`${api.url}/cms/upload/${answer.body.id}/file`, {
      headers: { cookie: `sid=${editor.cookies.get('sid')}` },
    });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('takes PDF files as files, and refuses what is neither by its content', async () => {
    const document = await uploadFile(pdf, 'voorwaarden.pdf');
    expect(document.body).toMatchObject({ file_type: 'pdf', is_image: false, width: null });
    const text = await uploadFile(Buffer.from('gewoon tekst'), 'foto.png', solarSite, 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    const script = await uploadFile(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
    );
    expect(script.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    const noDomain = await send(editor, '/cms/upload/file', {}, png, 'x.png');
    expect(noDomain.status).toBe(400);
    expect(noDomain.body.fields).toEqual({ domainId: 'MESSAGE.SELECT_OPTION' });
  });
});

describe('thumbnails', () => {
  const fetchAs = (client: TestClient, path: string) =>
    fetch(`${api.url}${path}`, { headers: { cookie: `sid=${client.cookies.get('sid')}` } });

  it('makes a small WebP of a raster image, served next to the file', async () => {
    const photo = demoPicture(1200, 600, [30, 90, 200], [240, 240, 240], [250, 200, 0]);
    const answer = await uploadFile(photo, 'breed.png');
    expect(answer.body).toMatchObject({ width: 1200, height: 600, has_thumbnail: true });
    const thumbnail = await fetchAs(editor, `/cms/upload/${answer.body.id}/thumbnail`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const data = Buffer.from(await thumbnail.arrayBuffer());
    expect(await sharp(data).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(data.length).toBeLessThan(photo.length);
  });

  it('leaves a small image its own size and gives files none', async () => {
    const small = await uploadFile(png, 'klein.png');
    const thumbnail = await fetchAs(editor, `/cms/upload/${small.body.id}/thumbnail`);
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      width: 64,
      height: 32,
    });
    const document = await uploadFile(pdf, 'prijslijst.pdf');
    expect(document.body.has_thumbnail).toBe(false);
    expect((await fetchAs(editor, `/cms/upload/${document.body.id}/thumbnail`)).status).toBe(404);
  });

  it('refuses an image that looks right at the start but cannot be read', async () => {
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const answer = await uploadFile(broken, 'kapot.png');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  });
});

describe('comparison uploads', () => {
  it('are sent by comparison editors, stored as comparison uploads and listed by type', async () => {
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const fields = { domainId: String(solarSite) };
    const answer = await send(comparison, '/comparison/upload/file', fields, png, 'boor.png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      upload_type: 'comparison',
      file_name: 'boor.png',
      width: 64,
      has_thumbnail: true,
    });
    // Each editor uploads through their own route only.
    expect((await send(comparison, '/cms/upload/file', fields, png, 'x.png')).status).toBe(403);
    expect((await send(editor, '/comparison/upload/file', fields, png, 'x.png')).status).toBe(403);
    const customer = await clientFor(api.url, 'customer@demo.nl');
    expect((await send(customer, '/comparison/upload/file', fields, png, 'x.png')).status).toBe(
      403,
    );
    const wrongType = await send(
      comparison,
      '/comparison/upload/file',
      fields,
      Buffer.from('x'),
      'a.png',
    );
    expect(wrongType.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');

    const listed = (await editor.get(`/cms/upload?type=comparison&itemsPerPage=100`)).body;
    expect(listed.items.map((u: any) => u.id)).toContain(answer.body.id);
    expect(listed.items.every((u: any) => u.upload_type === 'comparison')).toBe(true);
    const own = (await editor.get(`/cms/upload?type=cms&itemsPerPage=100`)).body.items;
    expect(own.map((u: any) => u.id)).not.toContain(answer.body.id);
  });

  it('are listed, read, renamed and deleted by comparison editors under their own paths', async () => {
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const fields = { domainId: String(solarSite) };
    const mine = (await send(comparison, '/comparison/upload/file', fields, png, 'zaag.png')).body;
    const list = await comparison.get('/comparison/upload?search=zaag');
    expect(list.status).toBe(200);
    expect(list.body.items.map((u: any) => u.id)).toEqual([mine.id]);
    expect(list.headers.get('x-pagination-total')).toBe('1');
    // Only comparison uploads exist here, whatever the query asks.
    const all = (await comparison.get('/comparison/upload?type=cms&itemsPerPage=500')).body.items;
    expect(all.every((u: any) => u.upload_type === 'comparison')).toBe(true);
    const cmsUpload = (await editor.get('/cms/upload?type=cms')).body.items[0];
    expect((await comparison.get(`/comparison/upload/${cmsUpload.id}`)).status).toBe(404);
    expect((await comparison.delete(`/comparison/upload/${cmsUpload.id}`)).status).toBe(404);

    const file = await comparison.get(`/comparison/upload/${mine.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const renamed = await comparison.post(`/comparison/upload/${mine.id}`, {
      title: 'Cirkelzaag',
      alt: 'Een zaag',
      version: mine.version,
    });
    expect(renamed.body).toMatchObject({ title: 'Cirkelzaag', version: mine.version + 1 });
    expect((await comparison.get('/comparison/upload?search=cirkel')).body.total).toBe(1);

    // The other roles stay out; content editors keep managing every upload at /cms/upload.
    expect((await editor.get('/comparison/upload')).status).toBe(403);
    expect((await createClient(api.url).get('/comparison/upload')).status).toBe(401);
    expect((await comparison.get('/cms/upload')).status).toBe(403);
    expect((await comparison.delete(`/comparison/upload/${mine.id}`)).status).toBe(200);
    expect((await comparison.get(`/comparison/upload/${mine.id}`)).status).toBe(404);
  });
});

describe('the upload list', () => {
  it('is 28 a page, newest first, by domain and text, with the total in X-Pagination-Total', async () => {
    for (let i = 0; i < 30; i++) await uploadFile(png, `reeks-${i}.png`, otherSite);
    const first = await editor.get(`/cms/upload?domainId=${otherSite}`);
    expect(first.body.items).toHaveLength(28);
    expect(first.headers.get('x-pagination-total')).toBe(String(first.body.total));
    expect(first.body.total).toBe(34); // 4 demo pictures and these 30
    expect(first.body.items[0].file_name).toBe('reeks-29.png');
    const second = await editor.get(`/cms/upload?domainId=${otherSite}&currentPage=2`);
    expect(second.body.items).toHaveLength(6);
    const found = await editor.get(`/cms/upload?domainId=${otherSite}&search=reeks-1`);
    expect(found.body.total).toBe(11); // reeks-1 and reeks-10 … reeks-19
    const byTitle = await editor.get('/cms/upload?search=dakkapel');
    expect(byTitle.body.items.map((u: any) => u.title)).toEqual([
      'Nieuwe dakkapel',
      'Nieuwe dakkapel',
    ]);
  });
});

describe('saving and deleting', () => {
  it('saves title and alternative text over the version read', async () => {
    const upload = (await uploadFile(png, 'opslaan.png')).body;
    const saved = await editor.post(`/cms/upload/${upload.id}`, {
      title: ' Nieuwe titel ',
      alt: 'Een dak',
      version: 1,
    });
    expect(saved.body).toMatchObject({ title: 'Nieuwe titel', alt: 'Een dak', version: 2 });
    const stale = await editor.post(`/cms/upload/${upload.id}`, { title: 'Oud', version: 1 });
    expect(stale.status).toBe(409);
    expect((await editor.get(`/cms/upload/${upload.id}`)).body.title).toBe('Nieuwe titel');
  });

  it('refuses to delete a file while a page shows it, as header image or in a block, in its draft or published', async () => {
    const header = (await uploadFile(png, 'header.png')).body;
    const inBlock = (await uploadFile(png, 'blok.png')).body;
    const contact = await page('/contact');
    const saved = await editor.post(`/cms/page/${contact.id}`, {
      ...contact,
      type: 'ProductHomePage',
      header_image_id: header.id,
      blocks: [{ type: 'ImageBlock', images: [{ image_id: inBlock.id, alt: 'x' }] }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const upload of [header, inBlock]) {
      const refused = await editor.delete(`/cms/upload/${upload.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('MESSAGE.FILE_IN_USE');
    }
    // Published, then gone from the draft: the public page still shows them.
    await editor.post(`/cms/page/${contact.id}/publish`, { version: saved.body.version });
    const draft = await editor.post(`/cms/page/${contact.id}`, {
      ...saved.body,
      header_image_id: null,
      blocks: [],
    });
    for (const upload of [header, inBlock]) {
      expect((await editor.delete(`/cms/upload/${upload.id}`)).status).toBe(409);
      expect((await fetch(`${api.url}/public/cms/file/${upload.id}`)).status).toBe(200);
    }
    await editor.post(`/cms/page/${contact.id}/publish`, { version: draft.body.version });
    expect((await fetch(`${api.url}/public/cms/file/${header.id}`)).status).toBe(404);
    expect((await editor.delete(`/cms/upload/${header.id}`)).body.message).toBe(
      'MESSAGE.SUCCESSFULLY_DELETED',
    );
    expect((await editor.delete(`/cms/upload/${inBlock.id}`)).status).toBe(200);
    expect((await editor.get(`/cms/upload/${header.id}`)).status).toBe(404);
    const gone = await fetch(`${api.url}/cms/upload/${header.id}/file`, {
      headers: { cookie: `sid=${editor.cookies.get('sid')}` },
    });
    expect(gone.status).toBe(404);
  });

  it('lets a page use only images of its own domain in its image slots', async () => {
    const contact = await page('/contact');
    const document = (await uploadFile(pdf, 'folder.pdf')).body;
    const elsewhere = (await uploadFile(png, 'elders.png', otherSite)).body;
    const answer = await editor.post(`/cms/page/${contact.id}`, {
      ...contact,
      header_image_id: document.id,
      image1_id: elsewhere.id,
      blocks: [{ type: 'ExampleBlock', examples: [{ title: 'x', image_id: 999999 }] }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      header_image_id: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED',
      image1_id: 'MESSAGE.SELECT_OPTION',
      'blocks.0.examples.0.image_id': 'MESSAGE.SELECT_OPTION',
    });
  });
});

describe('page images', () => {
  it('uploads a header image and image1 to a page as a save of the page', async () => {
    const blog = await page('/blog/thuisbatterij');
    const answer = await send(
      editor,
      `/cms/page/${blog.id}/header_image`,
      { version: String(blog.version) },
      png,
      'kop.png',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.version).toBe(blog.version + 1);
    expect(answer.body.header_image_id).not.toBe(blog.header_image_id);
    const upload = (await editor.get(`/cms/upload/${answer.body.header_image_id}`)).body;
    expect(upload).toMatchObject({ domain_id: solarSite, file_name: 'kop.png' });
    const stale = await send(
      editor,
      `/cms/page/${blog.id}/image1`,
      { version: String(blog.version) },
      png,
      'x.png',
    );
    expect(stale.status).toBe(409);
    const history = (await editor.get(`/cms/page/${blog.id}/revision`)).body.items;
    expect(history.map((v: any) => v.version)).toEqual([blog.version + 1, blog.version]);
  });
});

describe('access', () => {
  it('is for content editors only', async () => {
    const customer = await clientFor(api.url, 'customer@demo.nl');
    expect((await customer.get('/cms/upload')).status).toBe(403);
    expect(
      (await send(customer, '/cms/upload/file', { domainId: String(solarSite) }, png, 'x.png'))
        .status,
    ).toBe(403);
    const any = (await editor.get('/cms/upload')).body.items[0];
    expect((await customer.get(`/cms/upload/${any.id}`)).status).toBe(403);
    expect((await customer.delete(`/cms/upload/${any.id}`)).status).toBe(403);
    const thumbnail = await fetch(`${api.url}/cms/upload/${any.id}/thumbnail`, {
      headers: { cookie: `sid=${customer.cookies.get('sid')}` },
    });
    expect(thumbnail.status).toBe(403);
  });
});
