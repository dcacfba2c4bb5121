import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/accounts/user.table';
import { notificationLists } from '../../api/src/companies/notification-list.table';
import { outbox } from '../../api/src/events/outbox.table';
import { leads } from '../../api/src/leads/lead.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createMailer } from '../../api/src/mail/mailer';
import { mailUnreadMessages } from '../../api/src/chat/unread-mail';
import { clientFor, setCompany, upload } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { addLead, catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';

let api: RunningApi;
let consumer: TestClient;
let company: TestClient;
let otherCompany: TestClient;
let manager: TestClient;
let companyId: number;

async function userId(email: string): Promise<number> {
  const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A lead of consumer@demo.nl given to the company: the assigned lead's id. */
async function assignedLeadForConsumer(): Promise<{ assignedLeadId: number; leadId: number }> {
  const solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  const leadId = await addLead(api.db, {
    product: solar,
    fields: { userId: await userId('consumer@demo.nl') },
  });
  const [row] = await api.db
    .insert(assignedLeads)
    .values({ leadId, companyId, priceCents: 3500, priceSource: 'product' })
    .returning({ id: assignedLeads.id });
  return { assignedLeadId: row!.id, leadId };
}

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  companyId = await addCompany(api.db, 'utrecht');
  const otherId = await addCompany(api.db, 'amsterdam');
  await linkUser(api.db, companyId, 'customer@demo.nl');
  await linkUser(api.db, otherId, 'both@demo.nl');
  await api.db.insert(notificationLists).values({
    companyId,
    userId: await userId('customer@demo.nl'),
    leads: true,
  });
  consumer = await clientFor(api.url, 'consumer@demo.nl');
  company = await clientFor(api.url, 'customer@demo.nl');
  otherCompany = await clientFor(api.url, 'both@demo.nl');
  manager = await clientFor(api.url, 'manager@demo.nl');
});
afterAll(async () => api?.close());

describe('who may read and write a conversation', () => {
  it('lets only the consumer and the company talk; staff read; everyone else gets 404', async () => {
    const { assignedLeadId } = await assignedLeadForConsumer();
    const started = await consumer.post(`/message_service/assigned_lead/${assignedLeadId}`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ viewer_side: 'client', chat_enabled: true, messages: [] });
    const id = started.body.id;
    const same = await company.post(`/message_service/assigned_lead/${assignedLeadId}`);
    expect(same.body).toMatchObject({ id, viewer_side: 'company' });

    const sent = await consumer.post(`/message_service/conversation/${id}/company`, {
      message: '  Wanneer kunt u langskomen?  ',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: 'Wanneer kunt u langskomen?',
      side: 'client',
      read: false,
    });
    const [event] = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'chat.message'), eq(outbox.companyId, companyId)));
    expect(event!.payload).toMatchObject({ conversation_id: id, message_id: sent.body.id });

    // Each side writes only its own way.
    expect(
      (await consumer.post(`/message_service/conversation/${id}/client`, { message: 'x' })).status,
    ).toBe(403);
    expect(
      (await company.post(`/message_service/conversation/${id}/company`, { message: 'x' })).status,
    ).toBe(403);
    const reply = await company.post(`/message_service/conversation/${id}/client`, {
      message: 'Donderdag om tien uur?',
    });
    expect(reply.body).toMatchObject({ side: 'company', sender_company: expect.any(String) });
    const empty = await consumer.post(`/message_service/conversation/${id}/company`, {
      message: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: 'MESSAGE.MESSAGE_EMPTY' });

    // Staff read (the chat history) but write nothing and mark nothing read.
    const history = await manager.get(`/message_service/conversation/${id}`);
    expect(history.body.viewer_side).toBe('staff');
    expect(history.body.messages.map((m: { read: boolean }) => m.read)).toEqual([false, false]);
    expect(
      (await manager.post(`/message_service/conversation/${id}/client`, { message: 'x' })).status,
    ).toBe(403);

    for (const outsider of [otherCompany, createClient(api.url)]) {
      const status = (await outsider.get(`/message_service/conversation/${id}`)).status;
      expect([401, 404]).toContain(status);
      expect(
        (await outsider.post(`/message_service/conversation/${id}/company`, { message: 'x' }))
          .status,
      ).not.toBe(201);
    }
    expect(
      (await otherCompany.post(`/message_service/assigned_lead/${assignedLeadId}`)).status,
    ).toBe(404);
    expect((await otherCompany.get(`/message_service/${companyId}`)).status).toBe(404);
    expect(
      (await consumer.get(`/message_service/client/${await userId('both@demo.nl')}`)).status,
    ).toBe(404);
  });

  it("shows both sides the chat info, and staff find a lead's conversation without starting one", async () => {
    const { assignedLeadId, leadId } = await assignedLeadForConsumer();
    expect((await manager.get(`/message_service/assigned_lead/${assignedLeadId}`)).status).toBe(
      404,
    );
    const { id } = (await consumer.post(`/message_service/assigned_lead/${assignedLeadId}`)).body;
    const found = await manager.get(`/message_service/assigned_lead/${assignedLeadId}`);
    expect(found.body).toMatchObject({ id, viewer_side: 'staff' });
    expect(
      (await otherCompany.get(`/message_service/assigned_lead/${assignedLeadId}`)).status,
    ).toBe(404);
    await consumer.post(`/message_service/conversation/${id}/company`, { message: 'Hallo' });
    const info = await company.get(`/message_service/conversation/${id}/info`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      conversation_id: id,
      message_count: 1,
      lead: { id: leadId, product_name: expect.any(String) },
      client: { email: expect.stringContaining('@') },
      company: { name: expect.any(String) },
    });
    expect((await consumer.get(`/message_service/conversation/${id}/info`)).status).toBe(200);
    expect((await otherCompany.get(`/message_service/conversation/${id}/info`)).status).toBe(404);
  });

  it('answers "chat disabled" for a company without chat or a revoked lead', async () => {
    const { assignedLeadId, leadId } = await assignedLeadForConsumer();
    const { id } = (await consumer.post(`/message_service/assigned_lead/${assignedLeadId}`)).body;
    await setCompany(api.db, companyId, { chatEnabled: false });
    const off = await consumer.post(`/message_service/conversation/${id}/company`, {
      message: 'Hallo',
    });
    expect(off.body.message).toBe('MESSAGE.CHAT_DISABLED');
    await setCompany(api.db, companyId, { chatEnabled: true });
    await api.db.update(leads).set({ revokeReason: 'other' }).where(eq(leads.id, leadId));
    const revoked = await consumer.post(`/message_service/conversation/${id}/company`, {
      message: 'Hallo',
    });
    expect(revoked.body.message).toBe('MESSAGE.CHAT_DISABLED');
    expect((await consumer.get(`/message_service/conversation/${id}`)).body.chat_enabled).toBe(
      false,
    );
  });
});

describe('attachments', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a7e5c30000000049454e44ae426082',
    'hex',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('sends checked images and PDF with a message; others see them once sent, outsiders never', async () => {
    const { assignedLeadId } = await assignedLeadForConsumer();
    const { id } = (await consumer.post(`/message_service/assigned_lead/${assignedLeadId}`)).body;
    const path = `/message_service/conversation/${id}/attachment`;
    const fake = await upload(api.url, consumer, path, Buffer.from('<html></html>'), 'foto.png');
    expect(fake).toMatchObject({
      status: 400,
      body: { message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' },
    });
    expect((await upload(api.url, manager, path, PNG, 'x.png')).status).toBe(403);
    expect((await upload(api.url, otherCompany, path, PNG, 'x.png')).status).toBe(404);

    const photo = await upload(api.url, consumer, path, PNG, 'dak.png');
    const offer = await upload(api.url, consumer, path, PDF, 'offerte.pdf');
    expect(photo.status).toBe(201);
    expect(offer.body).toMatchObject({ file_name: 'offerte.pdf', media_type: 'application/pdf' });
    const fetchAs = (who: TestClient, url: string) =>
      fetch(`${api.url}${url}`, {
        headers: { cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
    // Not sent yet: only its uploader sees it.
    expect((await fetchAs(company, photo.body.url)).status).toBe(404);
    expect((await fetchAs(consumer, photo.body.url)).status).toBe(200);

    // Someone else's upload cannot be sent; the message is refused whole.
    const companyFile = await upload(api.url, company, path, PNG, 'bedrijf.png');
    const stolen = await consumer.post(`/message_service/conversation/${id}/company`, {
      message: 'Kijk',
      attachment_ids: [photo.body.id, companyFile.body.id],
    });
    expect(stolen.body.fields).toEqual({ attachment_ids: 'MESSAGE.ATTACHMENT_NOT_FOUND' });
    expect((await company.get(`/message_service/conversation/${id}`)).body.messages).toEqual([]);

    // Files alone make a message.
    const sent = await consumer.post(`/message_service/conversation/${id}/company`, {
      attachment_ids: [photo.body.id, offer.body.id],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.attachments.map((a: { file_name: string }) => a.file_name)).toEqual([
      'dak.png',
      'offerte.pdf',
    ]);
    const seen = (await company.get(`/message_service/conversation/${id}`)).body.messages;
    expect(seen[0].attachments).toHaveLength(2);
    const file = await fetchAs(company, seen[0].attachments[0].url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetchAs(manager, seen[0].attachments[1].url)).status).toBe(200);
    expect((await fetchAs(otherCompany, seen[0].attachments[1].url)).status).toBe(404);
    // A file goes with one message only.
    const again = await consumer.post(`/message_service/conversation/${id}/company`, {
      attachment_ids: [photo.body.id],
    });
    expect(again.body.fields).toEqual({ attachment_ids: 'MESSAGE.ATTACHMENT_NOT_FOUND' });
    const empty = await consumer.post(`/message_service/conversation/${id}/company`, {
      message: '   ',
    });
    expect(empty.body.fields).toEqual({ message: 'MESSAGE.MESSAGE_EMPTY' });
  });
});

describe('unread counts and read receipts', () => {
  it('counts per viewer and clears when the receiver opens the conversation', async () => {
    const { assignedLeadId } = await assignedLeadForConsumer();
    const { id } = (await consumer.post(`/message_service/assigned_lead/${assignedLeadId}`)).body;
    const unread = async (who: TestClient) => (await who.get('/message_service/unread')).body.count;
    const companyBefore = await unread(company);
    await consumer.post(`/message_service/conversation/${id}/company`, { message: 'Eén' });
    await consumer.post(`/message_service/conversation/${id}/company`, { message: 'Twee' });
    expect(await unread(company)).toBe(companyBefore + 2);
    const listed = (await company.get(`/message_service/${companyId}`)).body.find(
      (c: { id: number }) => c.id === id,
    );
    expect(listed).toMatchObject({ unread: 2, last_message: { message: 'Twee' } });
    // The writer's own messages are not unread for them.
    const own = (await consumer.get(`/message_service/client/${await userId('consumer@demo.nl')}`))
      .body;
    expect(own.find((c: { id: number }) => c.id === id).unread).toBe(0);

    await company.get(`/message_service/conversation/${id}`);
    expect(await unread(company)).toBe(companyBefore);
    const seen = (await consumer.get(`/message_service/conversation/${id}`)).body.messages;
    expect(seen.map((m: { read: boolean }) => m.read)).toEqual([true, true]);
    const [readEvent] = await api.db.select().from(outbox).where(eq(outbox.type, 'chat.read'));
    expect(readEvent).toBeDefined();
  });
});

describe('the unread-message mail', () => {
  it('goes out after five minutes, once, and again only after reading', async () => {
    const { assignedLeadId } = await assignedLeadForConsumer();
    const { id } = (await consumer.post(`/message_service/assigned_lead/${assignedLeadId}`)).body;
    // Older conversations of this file are all read by now: only this one may be mailed.
    for (const row of (await company.get(`/message_service/${companyId}`)).body)
      await company.get(`/message_service/conversation/${row.id}`);
    for (const row of (
      await consumer.get(`/message_service/client/${await userId('consumer@demo.nl')}`)
    ).body)
      await consumer.get(`/message_service/conversation/${row.id}`);
    const deps = {
      db: api.db,
      mailer: createMailer(api.db, { smtpUrl: undefined, mailFrom: '' }),
      publicUrl: 'https://portaal.example',
    };
    const mails = () => api.db.select().from(emailLog).where(eq(emailLog.template, 'chat_unread'));
    const sentAt = Date.now();
    await consumer.post(`/message_service/conversation/${id}/company`, {
      message: 'Bent u er nog?',
    });
    expect(await mailUnreadMessages(deps, new Date(sentAt + 4 * 60_000))).toBe(0);
    expect(await mailUnreadMessages(deps, new Date(sentAt + 6 * 60_000))).toBe(1);
    expect((await mails()).map((m) => m.toAddress)).toEqual(['customer@demo.nl']);
    await consumer.post(`/message_service/conversation/${id}/company`, { message: 'Hallo?' });
    expect(await mailUnreadMessages(deps, new Date(sentAt + 20 * 60_000))).toBe(0);

    await company.get(`/message_service/conversation/${id}`);
    await company.post(`/message_service/conversation/${id}/client`, { message: 'Ja, sorry!' });
    expect(await mailUnreadMessages(deps, new Date(sentAt + 30 * 60_000))).toBe(1);
    expect((await mails()).at(-1)!.toAddress).toBe('consumer@demo.nl');
  });
});
