import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import { clientFor, upload } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { addJob, ageReview, expireLink, mailedReviewToken, reviewOfJob } from './review-test-kit';

let api: RunningApi;
let anonymous: TestClient;
let consumer: TestClient;
let company: TestClient;
let otherCompany: TestClient;
let manager: TestClient;
let companyId: number;
let otherId: number;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Staff ask the consumer of a new job for a review: the token of the mailed link. */
async function askedJob(forCompany = companyId): Promise<{ job: number; token: string }> {
  const job = await addJob(api.db, forCompany);
  const asked = await manager.post(`/review/assigned_lead/${job}/ask`);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return { job, token: await mailedReviewToken(api.db) };
}

/** A job with a review sent through its link: the review's id. */
async function reviewedJob(body: object = {}, forCompany = companyId) {
  const { job, token } = await askedJob(forCompany);
  const sent = await anonymous.post(`/review/token/${token}`, {
    pros: ['Netjes gewerkt'],
    cons: [],
    comment: 'Prima installateur.',
    ...body,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { job, token, id: (await reviewOfJob(api.db, job))!.id };
}

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  companyId = await addCompany(api.db, 'utrecht');
  otherId = await addCompany(api.db, 'amsterdam');
  await linkUser(api.db, companyId, 'customer@demo.nl');
  await linkUser(api.db, otherId, 'both@demo.nl');
  anonymous = createClient(api.url);
  consumer = await clientFor(api.url, 'consumer@demo.nl');
  company = await clientFor(api.url, 'customer@demo.nl');
  otherCompany = await clientFor(api.url, 'both@demo.nl');
  manager = await clientFor(api.url, 'manager@demo.nl');
});
afterAll(async () => api?.close());

describe('the review link', () => {
  it('is mailed, opens the form with scores of 10, and works once', async () => {
    const { job, token } = await askedJob();
    const [mail] = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.template, 'review_request'));
    expect(mail!.body).toContain(`/consumer/review/${token}`);

    const form = await anonymous.get(`/review/token/${token}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      revision: false,
      recommend: true,
      fulfill: true,
      rating_appointments: 10,
      rating_service: 10,
      rating_price_quality: 10,
    });

    const sent = await anonymous.post(`/review/token/${token}`, {
      recommend: true,
      fulfill: false,
      rating_appointments: 7,
      rating_service: 3,
      pros: ['  Snel  ', '', 'Vriendelijk'],
      cons: ['Duur'],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: 'MESSAGE.REVIEW_SAVED' });
    // Not fulfilled: service and price-quality are cleared, the mean is what is left.
    expect(await reviewOfJob(api.db, job)).toMatchObject({
      status: 'new',
      ratingAppointments: 7,
      ratingService: null,
      ratingPriceQuality: null,
      rating: 7,
      pros: ['Snel', 'Vriendelijk'],
      cons: ['Duur'],
    });

    const again = await anonymous.post(`/review/token/${token}`, { recommend: true });
    expect(again).toMatchObject({ status: 409, body: { message: 'MESSAGE.ALREADY_REVIEWED' } });
    const reopened = await anonymous.get(`/review/token/${token}`);
    expect(reopened.body.message).toBe('MESSAGE.ALREADY_REVIEWED');
  });

  it('answers "token expired" once the link is past its date, and writes nothing', async () => {
    const { job, token } = await askedJob();
    await expireLink(api.db, token);
    const form = await anonymous.get(`/review/token/${token}`);
    expect(form).toMatchObject({ status: 400, body: { message: 'MESSAGE.REVIEW_LINK_EXPIRED' } });
    const sent = await anonymous.post(`/review/token/${token}`, { recommend: true });
    expect(sent.body.message).toBe('MESSAGE.REVIEW_LINK_EXPIRED');
    expect(await reviewOfJob(api.db, job)).toBeUndefined();
    expect((await anonymous.get('/review/token/unknown-token-123')).status).toBe(404);
  });

  it('clears every score when the consumer does not recommend the company', async () => {
    const { job } = await reviewedJob({ recommend: false, rating_service: 9 });
    expect(await reviewOfJob(api.db, job)).toMatchObject({
      recommend: false,
      ratingAppointments: null,
      ratingService: null,
      ratingPriceQuality: null,
      rating: null,
    });
  });

  it('refuses a score out of range with a field error', async () => {
    const { token } = await askedJob();
    const sent = await anonymous.post(`/review/token/${token}`, { rating_service: 11 });
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({
      message: 'MESSAGE.VALIDATION_FAILED',
      fields: { rating_service: 'MESSAGE.VALUE_TOO_HIGH' },
    });
  });

  it('is mailed by a CRM task with request-review, once', async () => {
    const job = await addJob(api.db, companyId);
    const before = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.template, 'review_request'));
    const task = { type: 900, request_review: true };
    expect((await company.post(`/assigned_lead/${job}/crm_task`, task)).status).toBe(201);
    expect((await company.post(`/assigned_lead/${job}/crm_task`, task)).status).toBe(201);
    const after = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.template, 'review_request'));
    expect(after.length - before.length).toBe(1);
    const form = await anonymous.get(`/review/token/${await mailedReviewToken(api.db)}`);
    expect(form.status).toBe(200);
  });

  it('takes image and PDF attachments by content, within the number and total size', async () => {
    const { token } = await askedJob();
    const path = `/review/token/${token}/attachment`;
    const text = await upload(api.url, anonymous, path, Buffer.from('hello'), 'x.png', 'image/png');
    expect(text.body).toMatchObject({ message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' });
    for (let i = 0; i < 5; i += 1) {
      const sent = await upload(api.url, anonymous, path, PNG, `foto-${i}.png`, 'image/png');
      expect(sent.status).toBe(201);
    }
    const sixth = await upload(api.url, anonymous, path, PNG, 'foto-6.png', 'image/png');
    expect(sixth.body).toMatchObject({ message: 'MESSAGE.ATTACHMENTS_TOO_LARGE' });
    const form = await anonymous.get(`/review/token/${token}`);
    expect(form.body.attachments).toHaveLength(5);
  });
});

describe('moderation and the company reply', () => {
  it('lets the company reply once within 5 days; an approved review with a reply is public at once', async () => {
    const { id } = await reviewedJob({
      rating_appointments: 8,
      rating_service: 6,
      rating_price_quality: 7,
    });
    const seen = await company.get(`/review/${id}`);
    expect(seen.body).toMatchObject({ status: 'new', viewer_can_reply: true, published: false });

    const replied = await company.post(`/review/${id}/reply`, {
      reply: 'Dank voor uw beoordeling!',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      reply: 'Dank voor uw beoordeling!',
      viewer_can_reply: false,
    });
    const twice = await company.post(`/review/${id}/reply`, { reply: 'Nog eens' });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'MESSAGE.REVIEW_ALREADY_REPLIED' },
    });

    expect((await company.post(`/v2/assigned-lead/review/${id}/approve`, {})).status).toBe(403);
    const stale = await manager.post(`/v2/assigned-lead/review/${id}/approve`, { version: 1 });
    expect(stale.status).toBe(409);
    const approved = await manager.post(`/v2/assigned-lead/review/${id}/approve`, {
      version: replied.body.version,
    });
    expect(approved.body).toMatchObject({ status: 'public', published: true });
    const summary = await company.get(`/company/${companyId}/review_summary`);
    expect(summary.body).toMatchObject({ count: 1, rating: 7, rating_service: 6 });
  });

  it('keeps an approved review without reply back until the window closes or the company replies', async () => {
    const { id } = await reviewedJob({}, otherId);
    const approved = await manager.post(`/v2/assigned-lead/review/${id}/approve`, {});
    expect(approved.body).toMatchObject({ status: 'public', published: false });
    expect((await manager.get(`/company/${otherId}/review_summary`)).body.count).toBe(0);
    const replied = await otherCompany.post(`/review/${id}/reply`, { reply: 'Bedankt!' });
    expect(replied.body).toMatchObject({ published: true });
    expect((await manager.get(`/company/${otherId}/review_summary`)).body.count).toBe(1);
  });

  it('closes the reply window after 5 days', async () => {
    const { id } = await reviewedJob();
    await ageReview(api.db, id, 5.1);
    const late = await company.post(`/review/${id}/reply`, { reply: 'Te laat' });
    expect(late).toMatchObject({ status: 400, body: { message: 'MESSAGE.REPLY_WINDOW_CLOSED' } });
    const approved = await manager.post(`/v2/assigned-lead/review/${id}/approve`, {});
    expect(approved.body.published).toBe(true);
  });

  it('asks the consumer for a revision: on hold, a new link, the scores kept', async () => {
    const { id, token } = await reviewedJob({ rating_appointments: 4 });
    const asked = await manager.post(`/review/revision/${id}`, {});
    expect(asked.body.status).toBe('on_hold');
    const [mail] = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.template, 'review_revision'));
    const fresh = /\/consumer\/review\/([\w-]+)/.exec(mail!.body)![1]!;
    expect(fresh).not.toBe(token);
    expect((await anonymous.get(`/review/token/${token}`)).status).toBe(404);
    const form = await anonymous.get(`/review/token/${fresh}`);
    expect(form.body).toMatchObject({ revision: true, rating_appointments: 4 });
    const revised = await anonymous.post(`/review/token/${fresh}`, {
      rating_appointments: 10,
      comment: 'Aangepast',
    });
    expect(revised.status).toBe(201);
    const after = await manager.get(`/review/${id}`);
    expect(after.body).toMatchObject({
      status: 'new',
      comment: 'Aangepast',
      rating_appointments: 4,
    });
  });

  it('deletes a review: staff still see it, the company no longer', async () => {
    const { id } = await reviewedJob();
    const deleted = await manager.delete(`/review/${id}`);
    expect(deleted.body.status).toBe('deleted');
    expect((await company.get(`/review/${id}`)).status).toBe(404);
    expect((await manager.post(`/v2/assigned-lead/review/${id}/approve`, {})).body.message).toBe(
      'MESSAGE.INVALID_STATUS',
    );
  });
});

describe('staff corrections', () => {
  it('saves the text with the version read, keeps the scores, and removes a file', async () => {
    const { job, token } = await askedJob();
    await upload(
      api.url,
      anonymous,
      `/review/token/${token}/attachment`,
      PNG,
      'a.png',
      'image/png',
    );
    const sent = await anonymous.post(`/review/token/${token}`, {
      rating_service: 5,
      pros: ['Oud'],
    });
    expect(sent.status).toBe(201);
    const id = (await reviewOfJob(api.db, job))!.id;
    const before = await manager.get(`/review/${id}`);
    const edit = { pros: ['Netjes'], cons: [], comment: 'Ingekort', version: before.body.version };
    expect((await company.put(`/review/${id}`, edit)).status).toBe(403);
    const saved = await manager.put(`/review/${id}`, edit);
    expect(saved.body).toMatchObject({ pros: ['Netjes'], comment: 'Ingekort', rating_service: 5 });
    expect((await manager.put(`/review/${id}`, edit)).status).toBe(409);

    const file = saved.body.attachments[0];
    expect((await company.get(file.url)).status).toBe(200);
    expect((await company.delete(file.url)).status).toBe(403);
    const removed = await manager.delete(file.url);
    expect(removed.body.attachments).toEqual([]);
    expect((await company.get(file.url)).status).toBe(404);
  });
});

describe('who may read which reviews', () => {
  it('answers 404 across companies, and lists with the total in X-Pagination-Total', async () => {
    const { id } = await reviewedJob({}, otherId);
    expect((await company.get(`/review/${id}`)).status).toBe(404);
    expect((await company.post(`/review/${id}/reply`, { reply: 'x' })).status).toBe(404);
    expect((await company.get(`/review?companyId=${otherId}`)).status).toBe(404);
    expect((await company.get('/review')).status).toBe(404);
    expect((await consumer.get(`/review/${id}`)).status).toBe(404);
    expect((await anonymous.get(`/review/${id}`)).status).toBe(401);

    const own = await company.get(`/review?companyId=${companyId}&itemsPerPage=2`);
    expect(own.status).toBe(200);
    expect(own.body.items).toHaveLength(2);
    expect(
      own.body.items.every((r: { company: { id: number } }) => r.company.id === companyId),
    ).toBe(true);
    expect(own.headers.get('x-pagination-total')).toBe(String(own.body.total));
    expect(own.body.items.some((r: { status: string }) => r.status === 'deleted')).toBe(false);

    const waiting = await manager.get('/v2/assigned-lead/review/awaiting-review');
    const newOnes = await manager.get('/review?status=new&itemsPerPage=1');
    expect(waiting.body.count).toBe(newOnes.body.total);
    expect((await company.get('/v2/assigned-lead/review/awaiting-review')).status).toBe(403);

    const all = await manager.get('/review?status=deleted');
    expect(all.body.total).toBeGreaterThan(0);
    expect(all.body.items.every((r: { status: string }) => r.status === 'deleted')).toBe(true);
  });

  it('lets a logged-in consumer write a review of their own job only', async () => {
    const job = await addJob(api.db, companyId, 'consumer@demo.nl');
    const jobs = await consumer.get('/consumer/review/jobs');
    expect(jobs.body.items.map((j: { assigned_lead_id: number }) => j.assigned_lead_id)).toContain(
      job,
    );
    const foreign = await addJob(api.db, companyId);
    expect((await consumer.post(`/review/assigned_lead/${foreign}/token`)).status).toBe(404);
    expect((await company.post(`/review/assigned_lead/${job}/token`)).status).toBe(403);
    const link = await consumer.post(`/review/assigned_lead/${job}/token`);
    expect(link.status).toBe(200);
    expect((await consumer.post(`/review/token/${link.body.token}`, {})).status).toBe(201);
    const again = await consumer.post(`/review/assigned_lead/${job}/token`);
    expect(again.body.message).toBe('MESSAGE.ALREADY_REVIEWED');
  });
});
