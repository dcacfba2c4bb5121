import { beforeAll, describe, expect, it } from 'vitest';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import {
  addCertification,
  addMenuItem,
  addReview,
  addSite,
  holdCertification,
  plazaPurchase,
} from './lead-generator-lists-kit';

// No demo data: every row on the lists is one this test made.
const suite = useBrowserSuite({ api: { seed: false } });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('the new lists of the lead managers home', () => {
  let site: Awaited<ReturnType<typeof addSite>>;

  beforeAll(async () => {
    const db = suite.portal.db;
    await seedCatalogueOnly(db);
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const company = await addCompany(db, 'utrecht', { name: 'Zon Op Dak B.V.' });
    await addReview(db, {
      product: solar,
      companyId: company,
      at: hoursAgo(30),
      author: 'Karin de Wit',
    });
    await addReview(db, {
      product: solar,
      companyId: company,
      at: hoursAgo(5),
      author: 'Piet Jansen',
    });
    const mark = await addCertification(db, 'Erkend installateur');
    await holdCertification(db, {
      companyId: company,
      certificationId: mark,
      state: 'review',
      at: hoursAgo(48),
    });
    await plazaPurchase(db, { product: solar, companyId: company, at: hoursAgo(2) });
    site = await addSite(db);
    await addMenuItem(db, { domainId: site.domainId, label: 'Oude actiepagina' });
  }, 60_000);

  it('lets the manager approve a waiting review from the home and shows the broken link', async () => {
    const { page } = await suite.open({ width: 1280, height: 1800 });
    await loginThroughForm(page, 'manager@demo.nl');
    await waitForPath(page, '/lead-generator/dashboard');

    const reviews = page.getByTestId('list-review-approvals');
    await reviews.getByText('Karin de Wit').waitFor();
    expect(await reviews.getByTestId('list-review-approvals-total').innerText()).toBe('(2)');
    const rows = reviews.getByTestId('review-approval-row');
    // Oldest first.
    expect(await rows.first().innerText()).toContain('Karin de Wit');
    expect(await rows.first().innerText()).toContain('Netjes gewerkt en op tijd klaar.');

    const certifications = page.getByTestId('list-certification-reviews');
    await certifications.getByText('Erkend installateur').waitFor();
    const plaza = page.getByTestId('list-plaza-purchases');
    await plaza.getByTestId('plaza-purchase-row').getByText('Zon Op Dak B.V.').waitFor();
    expect(await plaza.innerText()).toContain('€ 17,50');

    const broken = page.getByTestId('list-broken-links');
    const link = broken.getByTestId('broken-link-row').filter({ hasText: 'Oude actiepagina' });
    await link.waitFor();
    // textContent: the badge shows its text in capitals.
    expect(await link.textContent()).toContain('Pagina bestaat niet meer');
    expect(await link.innerText()).toContain(site.host);
    await screenshot(page, 'lead-generator-dashboard-lists');

    await rows.first().getByTestId('approve-review').click();
    await reviews.getByText('Karin de Wit').waitFor({ state: 'detached' });
    expect(await reviews.getByTestId('list-review-approvals-total').innerText()).toBe('(1)');
    expect(await reviews.innerText()).toContain('Piet Jansen');
  });

  it('shows a CMS user the broken links on the page overview it lands on', async () => {
    const { page } = await suite.open({ width: 1280, height: 1000 });
    await loginThroughForm(page, 'cms@demo.nl');
    await waitForPath(page, '/page');
    const broken = page.getByTestId('list-broken-links');
    await broken.getByText('Oude actiepagina').waitFor();
    // The CMS user may edit the item: the edit button leads to the menu item's screen.
    await broken.getByRole('link', { name: 'Bewerken' }).click();
    await page.waitForURL(/\/domain\/\d+\/menu\/\d+$/);
  });
});
