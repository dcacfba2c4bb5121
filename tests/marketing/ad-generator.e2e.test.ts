import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../api/src/marketing/campaign.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

/** A photo-like main image: a gradient from blue to teal. */
const mainImage = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#1864ab"/><stop offset="1" stop-color="#0ca678"/>
        </linearGradient></defs>
        <rect width="1600" height="1000" fill="url(#g)"/>
        <circle cx="1250" cy="250" r="140" fill="#ffd43b"/>
      </svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** A product cut-out: an orange panel on a transparent background. */
const productImage = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
        <rect x="80" y="140" width="440" height="320" rx="24" fill="#e8590c"/>
        <rect x="120" y="180" width="360" height="240" fill="#343a40"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('ad generator', () => {
  it('a lead admin uploads a main and a product image, sees the previews and downloads an ad', async () => {
    const [campaign] = await suite.portal.db
      .insert(campaigns)
      .values({ name: 'Zonnepanelen voorjaarsactie', utmCampaign: 'adgen-e2e-zon' })
      .returning({ id: campaigns.id });
    const page = await openAs(
      suite,
      'admin@demo.nl',
      `/lead-generator/campaigns/${campaign!.id}/ad-generator`,
      { viewport: { width: 1400, height: 1100 } },
    );
    await page
      .getByRole('heading', { name: 'Advertenties voor Zonnepanelen voorjaarsactie' })
      .waitFor();

    await page
      .getByTestId('ad-main-image')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zon.jpg', mimeType: 'image/jpeg', buffer: await mainImage() });
    await page.getByTestId('ad-main-image').getByText('zon.jpg · 1600 × 1000 px').waitFor();
    await page
      .getByTestId('ad-product-image-0')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'paneel.png', mimeType: 'image/png', buffer: await productImage() });
    await page.getByTestId('ad-product-image-0').getByText('paneel.png · 600 × 600 px').waitFor();

    // Every preview is drawn, from the ads composed with both images.
    for (const code of ['feed', 'portrait', 'story', 'link']) {
      const preview = page.getByTestId(`ad-preview-${code}`);
      await expect
        .poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    }
    await screenshot(page, 'ad-generator');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ad-download-story').click(),
    ]);
    expect(download.suggestedFilename()).toBe('adgen-e2e-zon-story-1080x1920.png');
    // The browser runs elsewhere (a remote connection): save the download to read it.
    const folder = await mkdtemp(join(tmpdir(), 'ad-download-'));
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);
    const meta = await sharp(await readFile(path)).metadata();
    await rm(folder, { recursive: true, force: true });
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
  });
});
