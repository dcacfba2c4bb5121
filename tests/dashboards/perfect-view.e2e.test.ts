import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { perfectViews } from '../../api/src/dashboards/perfect-view.table';
import { seedCatalogueOnly } from '../leads/lead-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import { perfectViewWorld } from './perfect-view-kit';

// No demo data: every company on the card is one this test made.
const suite = useBrowserSuite({ api: { seed: false } });

describe('the perfect view on the lead managers home', () => {
  let world: Awaited<ReturnType<typeof perfectViewWorld>>;

  beforeAll(async () => {
    await seedCatalogueOnly(suite.portal.db);
    world = await perfectViewWorld(suite.portal.db);
  }, 60_000);

  it('lets an account manager create a view in the modal and see the companies that fit it', async () => {
    const { page } = await suite.open({ width: 1280, height: 1100 });
    await loginThroughForm(page, 'accountmanager@demo.nl');
    await waitForPath(page, '/lead-generator/dashboard');
    const card = page.getByTestId('perfect-view');
    await expect.poll(() => card.innerText()).toContain('Je hebt nog geen perfect view');

    await card.getByTestId('perfect-view-new').click();
    const form = page.getByTestId('perfect-view-form');
    await form.waitFor();
    // The domain's schema speaks before anything is sent.
    await form.getByTestId('perfect-view-save').click();
    await expect.poll(() => form.innerText()).toContain('Vul een naam in.');

    await form.getByLabel('Naam').fill('Zon in Utrecht');
    // A multi-select keeps its list open for more: a click elsewhere closes it.
    const pick = async (label: string, option: string) => {
      await form.getByLabel(label, { exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await form.getByText('Een bedrijf past bij de view').click();
    };
    await pick('Producten', 'Zonnepanelen');
    await pick('Provincies', 'Utrecht');
    await pick('Statussen', 'Actief');
    await form.getByLabel('Minimale reviewscore').fill('8');
    await form.getByText('Mijn bedrijven').click();
    await form.getByTestId('perfect-view-save').click();
    await form.waitFor({ state: 'detached' });

    // Only the ideal company meets every criterion; the others each miss one.
    const rows = card.getByTestId('perfect-view-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = await rows.first().innerText();
    expect(row).toContain('Perfecte Zon Utrecht');
    expect(row).toContain('Joost Bakker');
    expect(row).toContain('8,5 (1)');
    expect(await card.getByTestId('perfect-view-total').innerText()).toBe('(1)');
    expect(await card.innerText()).toContain('Perfect view: Zon in Utrecht');
    const [saved] = await suite.portal.db
      .select()
      .from(perfectViews)
      .where(eq(perfectViews.ownerUserId, world.accountManager));
    expect(saved).toMatchObject({
      name: 'Zon in Utrecht',
      productIds: [world.solar.id],
      provinces: ['Utrecht'],
      states: ['active'],
      minReviewAverage: 8,
      accountManager: 'mine',
      chosen: true,
    });
    await screenshot(page, 'perfect-view');

    // Each match leads to its company.
    await rows.first().getByRole('link', { name: 'Perfecte Zon Utrecht' }).click();
    await waitForPath(page, `/company/${world.ids.ideal}`);
    // Its screen says it meets the chosen view, criterion by criterion.
    const score = page.getByTestId('perfect-view-score');
    await score.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('perfect-view-score-badge').textContent()).toBe(
      'Past bij je view',
    );
    expect(await page.getByTestId('perfect-view-criterion-provinces').textContent()).toBe(
      '✓ Provincie',
    );
  });
});
