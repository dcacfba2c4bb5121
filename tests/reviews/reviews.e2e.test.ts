import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { clientFor } from '../companies/company-test-kit';
import { screenshot } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { addJob, mailedReviewToken } from './review-test-kit';

const suite = useBrowserSuite();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const COMMENT = 'Vakkundig geplaatst, alles werkt naar behoren.';

/** A job of Hendriks whose consumer was mailed a review link by staff: the link's token. */
async function mailedLinkForHendriks(): Promise<string> {
  const db = suite.portal.db;
  const [hendriks] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  const job = await addJob(db, hendriks!.id);
  const staff = await clientFor(suite.portal.apiUrl, 'manager@demo.nl');
  const asked = await staff.post(`/review/assigned_lead/${job}/ask`);
  expect(asked.status).toBe(200);
  return mailedReviewToken(db);
}

describe('reviews', () => {
  it('a consumer reviews through the link, the company replies, staff approve and it is public', async () => {
    const token = await mailedLinkForHendriks();

    // The consumer, not logged in, opens the mailed link.
    const consumer = (await suite.open()).page;
    await consumer.goto(`/consumer/review/${token}`);
    await consumer.getByRole('heading', { name: /Beoordeel Hendriks/ }).waitFor();
    const score = (name: string) => () => consumer.getByTestId(`review-${name}`).inputValue();
    await expect.poll(score('ratingService')).toBe('10');
    // Not carried out: service and price-quality are cleared (once the form has re-rendered).
    await consumer.getByRole('switch', { name: 'De opdracht is uitgevoerd' }).click();
    await expect.poll(score('ratingService')).toBe('');
    await expect.poll(score('ratingAppointments')).toBe('10');
    await consumer.getByTestId('review-pros').fill('Kwam op tijd\nNetjes opgeruimd');
    await consumer.getByTestId('review-cons').fill('Offerte duurde even');
    await consumer.getByTestId('review-comment').fill(COMMENT);
    await consumer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dak.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(consumer, 'reviews-public-review-page');
    await consumer.getByTestId('review-submit').click();
    await consumer.getByTestId('review-thanks').waitFor();
    expect(await consumer.getByRole('link', { name: 'Inloggen' }).isVisible()).toBe(true);
    // The link works once.
    await consumer.goto(`/consumer/review/${token}`);
    await consumer
      .getByTestId('review-link-refused')
      .getByText(/al een beoordeling/)
      .waitFor();

    // The company sees it first and replies.
    const company = await openAs(
      suite,
      'customer@demo.nl',
      `/customer/reviews?search=${encodeURIComponent('Vakkundig geplaatst')}`,
    );
    await company.getByTestId('review-table').getByRole('link').first().click();
    await company.getByTestId('review-card').getByText(COMMENT).waitFor();
    await company.getByTestId('review-card').getByRole('link', { name: 'dak.png' }).waitFor();
    await company
      .getByTestId('review-reply-input')
      .fill('Dank u wel, graag tot een volgende keer!');
    await company.getByRole('button', { name: 'Reactie plaatsen' }).click();
    await company.getByTestId('review-reply').getByText('graag tot een volgende keer').waitFor();
    expect(await company.getByTestId('review-reply-input').count()).toBe(0);

    // Staff find it in the list and approve it: public at once, the reply is there.
    const staff = await openAs(
      suite,
      'manager@demo.nl',
      `/lead-generator/review?status=new&search=${encodeURIComponent('Vakkundig')}`,
    );
    await expect
      .poll(() => staff.getByTestId('review-total').textContent())
      .toContain('van 1 beoordelingen');
    await staff.getByTestId('review-table').getByRole('link').first().click();
    await staff.getByTestId('review-approve').waitFor();
    await screenshot(staff, 'reviews-moderation');
    await staff.getByTestId('review-approve').click();
    await staff.getByText('Goedgekeurd.').waitFor();
    await expect.poll(() => staff.getByTestId('review-status').textContent()).toBe('Openbaar');
    expect(await staff.getByTestId('review-publication').textContent()).toContain('Openbaar sinds');
  });
});
