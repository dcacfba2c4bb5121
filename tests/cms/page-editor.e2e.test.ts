import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cmsDomains } from '../../api/src/cms/domain.table';
import { cmsPages } from '../../api/src/cms/page.table';
import { comparisonProductEans, comparisonProducts } from '../../api/src/comparison/product.table';
import { formatGtin } from '#domain/comparison/gtin';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

async function editor(): Promise<Page> {
  const { page } = await suite.open({ width: 1400, height: 900 });
  await loginThroughForm(page, 'cms@demo.nl');
  await waitForPath(page, '/page');
  return page;
}

async function solarSite(): Promise<number> {
  const [row] = await suite.portal.db
    .select({ id: cmsDomains.id })
    .from(cmsDomains)
    .where(eq(cmsDomains.host, 'www.zonnepanelen-offertes.nl'));
  return row!.id;
}

async function storedPage(url: string) {
  const [row] = await suite.portal.db.select().from(cmsPages).where(eq(cmsPages.url, url));
  return row;
}

async function pageById(id: number) {
  const [row] = await suite.portal.db.select().from(cmsPages).where(eq(cmsPages.id, id));
  return row;
}

const blockKinds = (page: Page) =>
  page
    .getByTestId('block-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-kind')));
const previewKinds = (page: Page) =>
  page
    .getByTestId('preview-block')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-kind')));

async function addBlock(page: Page, at: number, label: string) {
  await page.getByTestId(`add-block-${at}`).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Drags with the mouse in small steps, as a person would (HTML5 drag and drop). */
async function dragBlock(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 12 });
  await page.mouse.up();
}

describe('the page list', () => {
  it('shows 25 pages sorted by url with their depth as dashes, filtered by domain, type and text', async () => {
    const page = await editor();
    const rows = page.getByTestId('page-row');
    await expect.poll(() => rows.count()).toBe(25);
    await expect
      .poll(() => page.getByTestId('page-total').textContent())
      .toMatch(/^1–25 van \d+ pagina's$/);
    await screenshot(page, 'cms-page-list');
    await page.getByRole('combobox', { name: 'Paginatype' }).click();
    await page.getByRole('option', { name: 'Stad', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.first().getByRole('link').textContent()).toMatch(/^- \/regio\//);
    expect(page.url()).toContain('type=CityPage');
    await page.getByLabel('Zoeken').fill('eindhoven');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Paginatype' }).click();
    await page.getByRole('option', { name: 'Stad', exact: true }).click();
    await page.getByLabel('Zoeken').fill('');
    await page.getByRole('combobox', { name: 'Domein', exact: true }).click();
    await page.getByRole('option', { name: 'Verbouwkosten' }).click();
    await expect.poll(() => rows.count()).toBe(24);
    await expect
      .poll(() => page.getByTestId('page-total').textContent())
      .toBe("1–24 van 24 pagina's");
  });
});

describe('a new page from the page list', () => {
  it('starts on the domain the list is filtered by, says so, and is created on the domain chosen there', async () => {
    const page = await editor();
    const solar = await solarSite();
    const [other] = await suite.portal.db
      .select({ id: cmsDomains.id, name: cmsDomains.name })
      .from(cmsDomains)
      .where(eq(cmsDomains.name, 'Verbouwkosten'));
    await page.getByRole('combobox', { name: 'Domein', exact: true }).click();
    await page.getByRole('option', { name: 'Zonnepanelen Offertes' }).click();
    await page.waitForURL((url) => url.searchParams.get('domain') === String(solar));
    await page.getByRole('link', { name: 'Nieuwe pagina' }).click();
    await waitForPath(page, `/domain/${solar}/page/new`);
    const heading = page.getByRole('heading', { level: 2 });
    await expect.poll(() => heading.textContent()).toBe('Nieuwe pagina op Zonnepanelen Offertes');
    const domainField = page.getByRole('combobox', { name: 'Domein', exact: true });
    expect(await domainField.inputValue()).toBe('Zonnepanelen Offertes');

    // Another domain is one choice away; what was typed stays.
    await page.getByLabel('Url').fill('/e2e/andere-site');
    await domainField.click();
    await page.getByRole('option', { name: 'Verbouwkosten' }).click();
    await waitForPath(page, `/domain/${other!.id}/page/new`);
    await expect.poll(() => heading.textContent()).toBe('Nieuwe pagina op Verbouwkosten');
    expect(await page.getByLabel('Url').inputValue()).toBe('/e2e/andere-site');
    await page.getByTestId('create-page').click();
    await page.waitForURL(/\/page\/\d+$/);
    expect((await storedPage('/e2e/andere-site'))?.domainId).toBe(other!.id);
  });
});

describe('domains', () => {
  it('lists the sites and adds one; opening it makes it the current domain of the page list', async () => {
    const page = await editor();
    await page.goto('/domain');
    await expect.poll(() => page.getByTestId('domain-table').getByRole('row').count()).toBe(3);
    await page.getByRole('link', { name: 'Nieuw domein' }).click();
    await waitForPath(page, '/domain/new');
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Warmtepompen');
    await page.getByLabel('Domeinnaam').fill('https://www.warmtepomp-weten.nl/');
    await page.getByRole('button', { name: 'Domein toevoegen' }).click();
    await page.waitForURL(/\/domain\/\d+$/);
    await expect
      .poll(() => page.getByLabel('Domeinnaam').inputValue())
      .toBe('www.warmtepomp-weten.nl');
    await page.goto('/page');
    await expect
      .poll(() => page.getByTestId('page-total').textContent())
      .toBe("0–0 van 0 pagina's");
  });
});

describe('the page editor', () => {
  it('creates a blog page with a header image, adds blocks of three kinds, reorders them, sees the preview follow and saves by itself', async () => {
    const page = await editor();
    const domainId = await solarSite();
    await page.goto(`/domain/${domainId}/page/new`);
    await page.getByRole('combobox', { name: 'Paginatype' }).click();
    await page.getByRole('option', { name: 'Lead - Blogartikel', exact: true }).click();
    await page.getByLabel('Url').fill('/e2e/warmtepomp-kosten');
    await page.getByLabel('Kop').first().fill('Wat kost een warmtepomp?');
    await page.getByRole('button', { name: 'Headerafbeelding: Kiezen' }).click();
    const selector = page.getByRole('dialog', { name: 'Afbeelding kiezen' });
    await selector.getByTestId('upload-card').filter({ hasText: 'Warmtepomp in de tuin' }).click();
    await selector.getByRole('button', { name: 'Kiezen', exact: true }).click();
    await page.getByTestId('preview-header-image').waitFor();
    await page.getByTestId('create-page').click();
    await page.waitForURL(new RegExp(`/domain/${domainId}/page/\\d+$`));
    // The address changes before the stored page's editor replaces the new-page form (its
    // screen and the page load first); a block added to the old form would be lost with it.
    await page.getByTestId('save-state').waitFor();
    const created = await storedPage('/e2e/warmtepomp-kosten');
    expect(created!.type).toBe('BlogDetailPage');
    expect(created!.headerImageId).not.toBeNull();
    expect(created!.blocks.map((b) => b.type)).toEqual(['TextBlock']);

    await addBlock(page, 1, 'Video');
    await addBlock(page, 2, 'Veelgestelde vragen');
    await addBlock(page, 1, 'Opvallend blok');
    await expect
      .poll(() => blockKinds(page))
      .toEqual(['TextBlock', 'AttentionBlock', 'VideoBlock', 'FaqBlock']);
    const video = page.locator('[data-testid="block-card"][data-kind="VideoBlock"]');
    await video.getByLabel('Adres van de video').fill('https://www.youtube.com/watch?v=abc');
    await video.getByLabel('Start na (seconden)').fill('30');
    const faq = page.locator('[data-testid="block-card"][data-kind="FaqBlock"]');
    await faq.getByRole('button', { name: 'Regel toevoegen' }).click();
    await faq.getByLabel('Vraag', { exact: true }).fill('Hoe lang gaat een warmtepomp mee?');
    // The attention block needs text: nothing is saved until it has some.
    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'))
      .toBe('invalid');
    const attention = page.locator('[data-testid="block-card"][data-kind="AttentionBlock"]');
    const text = attention.getByRole('textbox', { name: 'Tekst' });
    await text.click();
    await page.keyboard.type('Subsidie');
    await attention.getByLabel('Opmaak van de alinea (Tekst)').selectOption('h3');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Vraag aan.');
    // Pasted markup arrives as plain text.
    await text.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', ' <b>Vet</b> <a href="javascript:alert(1)">hier</a>');
      data.setData('text/plain', ' Vet hier');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    // An outgoing link, added in the redirect selector and linked at the cursor.
    await page.keyboard.type(' bij ');
    await attention.getByRole('button', { name: 'Doorverwijzing invoegen' }).click();
    const redirects = page.getByRole('dialog', { name: 'Doorverwijzing kiezen' });
    await expect.poll(() => redirects.getByTestId('selector-redirect').count()).toBe(10);
    await redirects.getByLabel('Naam').fill('e2e-warmtepomp');
    await redirects.getByLabel('Doel').fill('www.warmtepomp-winkel.nl');
    await redirects.getByLabel('Omschrijving').fill('Warmtepompwinkel');
    await redirects.getByRole('button', { name: 'Doorverwijzing toevoegen' }).click();
    await page.getByText('Doorverwijzing toegevoegd.').waitFor();
    await redirects.getByRole('button', { name: '/out/e2e-warmtepomp' }).click();
    await redirects.waitFor({ state: 'detached' });

    // Folded, the four blocks fit on the screen.
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Inklappen' }).first().click();
    }
    await expect.poll(() => page.getByLabel('Adres van de video').count()).toBe(0);
    // Dragged to the top: the FAQ block leads, in the editor and in the preview.
    await dragBlock(page, faq.getByTestId('block-drag'), page.getByTestId('block-card').first());
    await expect
      .poll(() => blockKinds(page))
      .toEqual(['FaqBlock', 'TextBlock', 'AttentionBlock', 'VideoBlock']);
    await expect
      .poll(() => previewKinds(page))
      .toEqual(['FaqBlock', 'TextBlock', 'AttentionBlock', 'VideoBlock']);
    await page.getByTestId('block-card').nth(3).getByRole('button', { name: 'Omhoog' }).click();
    await expect
      .poll(() => previewKinds(page))
      .toEqual(['FaqBlock', 'TextBlock', 'VideoBlock', 'AttentionBlock']);
    await page.getByTestId('block-card').nth(2).getByTestId('block-columns').click();

    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    await expect
      .poll(async () => (await storedPage('/e2e/warmtepomp-kosten'))!.blocks.map((b) => b.type))
      .toEqual(['FaqBlock', 'TextBlock', 'VideoBlock', 'AttentionBlock']);
    const saved = (await storedPage('/e2e/warmtepomp-kosten'))!;
    expect(saved.blocks[2]).toMatchObject({
      type: 'VideoBlock',
      columns: 6,
      start_at: 30,
      show_title: true,
    });
    expect(saved.blocks[0]).toMatchObject({
      answered_questions: [{ question: 'Hoe lang gaat een warmtepomp mee?' }],
    });
    expect(saved.blocks[1]).toMatchObject({ heading: 'Wat kost een warmtepomp?' });
    const attentionText = (saved.blocks[3] as { content: string }).content;
    expect(attentionText).toMatch(
      /^<h3>Subsidie<\/h3><p>Vraag aan\. Vet hier bij <a [^>]*href="\/out\/e2e-warmtepomp"[^>]*>Warmtepompwinkel<\/a><\/p>$/,
    );

    // Opened again, the page is as it was left.
    await page.reload();
    await expect
      .poll(() => blockKinds(page))
      .toEqual(['FaqBlock', 'TextBlock', 'VideoBlock', 'AttentionBlock']);
    await expect
      .poll(() => page.getByLabel('Adres van de video').inputValue())
      .toBe('https://www.youtube.com/watch?v=abc');
    await screenshot(page, 'cms-page-editor');
  });

  it('does not save an invalid page and shows why; a city page needs its product', async () => {
    const page = await editor();
    const domainId = await solarSite();
    const city = (await storedPage('/regio/zeist'))!;
    await page.goto(`/domain/${domainId}/page/${city.id}`);
    await page.getByLabel('Url').fill('/regio/zeist centrum');
    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'))
      .toBe('invalid');
    await page.getByLabel('Url').fill('/contact');
    await page.getByText('Dit adres is al in gebruik.').waitFor();
    expect((await storedPage('/regio/zeist'))!.version).toBe(city.version);
  });
});

describe('the comparison product picker', () => {
  it('shows the products of the stored EANs in the field and the preview, picks a product by name into the best products, and saves its EAN in the chosen order', async () => {
    const page = await editor();
    const best = (await storedPage('/vergelijken/beste-omvormers'))!;
    const products = () =>
      suite.portal.db
        .select({ name: comparisonProducts.name, ean: comparisonProductEans.ean })
        .from(comparisonProducts)
        .innerJoin(
          comparisonProductEans,
          and(
            eq(comparisonProductEans.productId, comparisonProducts.id),
            eq(comparisonProductEans.isMain, true),
          ),
        );
    const [product] = await products().orderBy(asc(comparisonProducts.id)).limit(1);
    const ean = formatGtin(product!.ean);
    // The demo page names two demo solar panels; one EAN of no product is added to it here.
    const [stored, ...others] = best.blocks;
    if (stored?.type !== 'BestProductsBlock')
      throw new Error('the page starts with its best products');
    const demo = await products().where(
      inArray(comparisonProductEans.ean, stored.eans.map(Number)),
    );
    const nameOf = (e: string) => demo.find((p) => formatGtin(p.ean) === e)!.name;
    const [first, second] = stored.eans as [string, string];
    const unknown = '8712345678937';
    await suite.portal.db
      .update(cmsPages)
      .set({
        blocks: [{ ...stored, eans: [first, second, unknown] }, ...others],
      })
      .where(eq(cmsPages.id, best.id));

    await page.goto(`/domain/${best.domainId}/page/${best.id}`);
    const block = page.locator('[data-testid="block-card"][data-kind="BestProductsBlock"]');
    const chosen = block.getByTestId('chosen-product');
    const preview = page
      .locator('[data-testid="preview-block"][data-kind="BestProductsBlock"]')
      .getByTestId('preview-product');
    await expect
      .poll(() => chosen.allTextContents())
      .toEqual([
        expect.stringContaining(nameOf(first)),
        expect.stringContaining(nameOf(second)),
        expect.stringContaining('Geen product met deze EAN'),
      ]);
    await expect
      .poll(() => preview.allTextContents())
      .toEqual([nameOf(first), nameOf(second), `Geen product met deze EAN (${unknown})`]);
    await block.getByRole('button', { name: `${unknown} verwijderen` }).click();

    await block.getByRole('button', { name: 'Producten: Producten toevoegen' }).click();
    const picker = page.getByRole('dialog', { name: 'Product kiezen' });
    await expect.poll(() => picker.getByTestId('product-picker-row').count()).toBe(10);
    await picker.getByLabel('Zoeken').fill(product!.name);
    const row = picker.getByTestId('product-picker-row').filter({ hasText: product!.name });
    await expect.poll(() => row.textContent()).toContain(ean);
    await row.getByRole('button', { name: `${product!.name} kiezen` }).click();
    await expect.poll(() => row.getByRole('button').textContent()).toBe('Gekozen');
    await picker.getByRole('button', { name: 'Klaar' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect
      .poll(() => chosen.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-ean'))))
      .toEqual([first, second, ean]);
    await expect.poll(() => chosen.nth(2).textContent()).toContain(product!.name);
    await chosen.nth(2).getByRole('button', { name: 'Omhoog' }).click();
    // The preview follows with the picked product's name, in the new order.
    await expect
      .poll(() => preview.allTextContents())
      .toEqual([nameOf(first), product!.name, nameOf(second)]);

    await expect
      .poll(async () => (await pageById(best.id))!.blocks[0], { timeout: 10_000 })
      .toMatchObject({ type: 'BestProductsBlock', eans: [first, ean, second] });
    await screenshot(page, 'cms-product-picker');
  });
});

describe('the editor dialogs', () => {
  it('composes a quote form, a button linked to a page of another site picked in the page selector, and a term link', async () => {
    const page = await editor();
    const domainId = await solarSite();
    const offer = (await storedPage('/zonnepanelen/offerte'))!;
    const permit = (await storedPage('/dakkapel/vergunning'))!;
    await page.goto(`/domain/${domainId}/page/${offer.id}`);
    await page.getByRole('button', { name: 'Formulier samenstellen' }).click();
    const composer = page.getByRole('dialog', { name: 'Formulier samenstellen' });
    await composer.getByLabel('Aantal stappen').fill('4');
    await composer.getByRole('button', { name: 'Toepassen' }).click();
    await expect
      .poll(() => page.getByTestId('quote-form-summary').textContent())
      .toMatch(/4 stappen/);

    await addBlock(page, 1, 'Call-to-action');
    const cta = page.locator('[data-testid="block-card"][data-kind="CtaBlock"]');
    await cta.getByRole('button', { name: 'Regel toevoegen' }).click();
    await cta.getByRole('button', { name: 'Bewerken' }).click();
    const button = page.getByRole('dialog', { name: 'Knoppen' });
    await button.getByLabel('Tekst').fill('Vergunning nodig?');
    await button.getByRole('button', { name: 'Pagina: Pagina kiezen' }).click();
    const selector = page.getByRole('dialog', { name: 'Pagina kiezen' });
    await selector.getByRole('combobox', { name: 'Domein' }).click();
    await page.getByRole('option', { name: 'Verbouwkosten' }).click();
    await selector.getByRole('button', { name: '/dakkapel/vergunning', exact: false }).click();
    await expect
      .poll(() => button.getByTestId('page-link').textContent())
      .toBe('/dakkapel/vergunning');
    await button.getByRole('button', { name: 'Toepassen' }).click();
    // The call to action's text links a glossary term to the page that explains it.
    await cta.getByRole('textbox', { name: 'Tekst' }).click();
    await page.keyboard.type('Lees over ');
    await cta.getByRole('button', { name: 'Begrip koppelen' }).click();
    const terms = page.getByRole('dialog', { name: 'Begrip kiezen' });
    await expect.poll(() => terms.getByTestId('selector-term').count()).toBe(20);
    await terms.getByRole('button', { name: 'Subsidie' }).click();
    await terms.waitFor({ state: 'detached' });

    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    const saved = (await pageById(offer.id))!;
    expect(saved.blocks.map((b) => b.type)).toEqual(['QuoteFormV2Block', 'CtaBlock']);
    expect(saved.blocks[0]).toMatchObject({ steps: 4, region_first: true });
    expect(saved.blocks[1]).toMatchObject({
      hyperlinks: [{ label: 'Vergunning nodig?', external: false, page_id: permit.id }],
    });
    expect((saved.blocks[1] as { content: string }).content).toMatch(
      /^<p>Lees over <a [^>]*href="\/zonnepanelen\/subsidie"[^>]*>Subsidie<\/a><\/p>$/,
    );
  });
});

describe('leaving the editor', () => {
  it('still saves a change made just before leaving', async () => {
    const page = await editor();
    const domainId = await solarSite();
    const team = (await storedPage('/over-ons/team'))!;
    await page.goto(`/domain/${domainId}/page/${team.id}`);
    await page.getByLabel('Kop').first().fill('Ons team van tien');
    await page.getByRole('link', { name: "Pagina's", exact: true }).first().click();
    await waitForPath(page, '/page');
    await expect
      .poll(async () => (await pageById(team.id))!.blocks[0]!.heading)
      .toBe('Ons team van tien');
  });
});

describe('page history', () => {
  it('lists who saved each version, compares two and restores the first one into the editor', async () => {
    const page = await editor();
    const domainId = await solarSite();
    const home = (await suite.portal.db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.domainId, domainId)))!.find((p) => p.url === '/')!;
    await page.goto(`/domain/${domainId}/page/${home.id}`);
    await expect.poll(() => blockKinds(page)).toHaveLength(4);
    // One more version by editing: the first block's heading.
    await page.getByLabel('Kop').first().fill('Zonnepanelen nodig?');
    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    await page.getByRole('button', { name: 'Geschiedenis' }).click();
    const rows = page.getByTestId('revision-row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain('huidig');
    expect(await rows.first().textContent()).toContain('Lotte Mulder');
    // By default the previous version against the current one: only the heading changed.
    const changes = page.getByTestId('block-change');
    await expect
      .poll(() => changes.evaluateAll((items) => items.map((i) => i.getAttribute('data-change'))))
      .toEqual(['changed', 'same', 'same', 'same']);
    expect(await page.getByTestId('field-change').first().textContent()).toBe(
      'heading: Zonnepanelen laten plaatsen? → Zonnepanelen nodig?',
    );
    await page.getByLabel('Vergelijk vanaf versie 1').check();
    await expect
      .poll(() => changes.evaluateAll((items) => items.map((i) => i.getAttribute('data-change'))))
      .toEqual(['changed', 'added', 'added', 'added']);
    await screenshot(page, 'cms-page-history');
    await page.getByRole('button', { name: 'Versie 1 terugzetten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Versie terugzetten' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => blockKinds(page)).toEqual(['TextBlock']);
    const stored = (await pageById(home.id))!;
    expect(stored.version).toBe(home.version + 2);
    expect(stored.blocks).toHaveLength(1);
    // The editor goes on from the restored version: a change saves over it.
    await page.getByLabel('Kop').first().fill('Weer terug');
    await expect
      .poll(async () => (await pageById(home.id))!.version, { timeout: 10_000 })
      .toBe(home.version + 3);
  });
});

describe('drafts and publishing', () => {
  it('keeps the public page as published while the editor works on a draft, and shows the new text once published', async () => {
    const page = await editor();
    const domainId = await solarSite();
    const [thanks] = await suite.portal.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.domainId, domainId), eq(cmsPages.url, '/bedankt')));
    // The public page, as a site reads it from the delivery. Each read is a new address: a
    // browser may keep the answer for the minute its Cache-Control allows.
    const live = await page.context().newPage();
    const delivery = `${suite.portal.gatewayUrl}/public/cms/page?host=www.zonnepanelen-offertes.nl&url=/bedankt`;
    let reads = 0;
    const liveHeading = async () => {
      const answer = await live.goto(`${delivery}&read=${++reads}`);
      return ((await answer!.json()) as { page: { blocks: { heading: string }[] } }).page.blocks[0]!
        .heading;
    };
    expect(await liveHeading()).toBe('Bedankt!');

    await page.goto(`/domain/${domainId}/page/${thanks!.id}`);
    const state = page.getByTestId('publication-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('published');
    expect(await page.getByTestId('view-live').getAttribute('href')).toBe(
      'https://www.zonnepanelen-offertes.nl/bedankt',
    );
    // Nothing to publish yet.
    expect(await page.getByTestId('publish-page').isDisabled()).toBe(true);

    await page.getByLabel('Kop').first().fill('Dank je wel!');
    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    await expect.poll(() => state.getAttribute('data-state')).toBe('changed');
    expect((await pageById(thanks!.id))!.blocks[0]!.heading).toBe('Dank je wel!');
    // Saved, but only as a draft: the public page still shows the published text.
    expect(await liveHeading()).toBe('Bedankt!');

    await page.getByTestId('publish-page').click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('published');
    await page.getByText('De pagina is gepubliceerd.').waitFor();
    expect(await liveHeading()).toBe('Dank je wel!');
    await screenshot(page, 'cms-page-published');

    // A draft thrown away: the editor shows the published text again, the site never saw it.
    await page.getByLabel('Kop').first().fill('Toch niet');
    await expect.poll(() => state.getAttribute('data-state')).toBe('changed');
    await page.getByTestId('publication-menu').click();
    await page.getByTestId('discard-draft').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Concept verwerpen' }).click();
    await expect.poll(() => page.getByLabel('Kop').first().inputValue()).toBe('Dank je wel!');
    await expect.poll(() => state.getAttribute('data-state')).toBe('published');
    expect(await liveHeading()).toBe('Dank je wel!');

    // The history says who published and who discarded, and when.
    await page.getByRole('button', { name: 'Geschiedenis' }).click();
    const entries = page.getByTestId('publication-row');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toMatch(
      /Concept \(versie \d+\) verworpen door Lotte Mulder/,
    );
    expect(await entries.nth(1).textContent()).toMatch(
      /^\d{2}-\d{2}-\d{4},? \d{2}:\d{2}: Versie \d+ gepubliceerd door Lotte Mulder$/,
    );
    await live.close();
  });

  it('previews a new page before it is first saved', async () => {
    const page = await editor();
    const domainId = await solarSite();
    await page.goto(`/domain/${domainId}/page/new`);
    await page.getByLabel('Kop').first().fill('Nog niet opgeslagen');
    await expect
      .poll(() => page.getByTestId('preview-block').first().textContent())
      .toContain('Nog niet opgeslagen');
  });
});
