import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContentBlock, type ContentBlock } from '#domain/cms/content-block';
import { cmsPages } from '../../api/src/cms/page.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';

const suite = useBrowserSuite();

/** Content Security Policy violations the page reports, and script the payloads ran. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

describe('the page editor preview under a strict Content-Security-Policy', () => {
  it('shows rich text stored before sanitizing without its script, and the app breaks no policy', async () => {
    const [target] = await suite.portal.db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.url, '/contact'))
      .limit(1);
    // Written as rows were before the api sanitized rich text.
    const unsafe =
      '<p>Veilig</p><img src="x"/onerror="window.__xss=1"><svg/onload="window.__xss=2"></svg>' +
      '<a/href="javascript:window.__xss=3">link</a>' +
      '<svg><a xlink:href="javascript:window.__xss=4"><text x="20" y="20">svg</text></a></svg>';
    const blocks: ContentBlock[] = [{ ...newContentBlock('TextBlock'), content: unsafe }];
    await suite.portal.db.update(cmsPages).set({ blocks }).where(eq(cmsPages.id, target!.id));

    let violations: string[] = [];
    const page = await openAs(
      suite,
      'cms@demo.nl',
      `/domain/${target!.domainId}/page/${target!.id}`,
      {
        viewport: { width: 1400, height: 900 },
        beforeOpen: async (fresh) => (violations = await watchViolations(fresh)),
      },
    );
    const preview = page.locator('[data-testid="preview-block"][data-kind="TextBlock"]');
    await expect.poll(() => preview.textContent()).toContain('Veilig');
    const html = await preview.innerHTML();
    expect(html).not.toMatch(/onerror|onload|javascript:|<svg|<img/i);
    // The script link is left as text without a target; following it runs nothing.
    const scriptLink = preview.locator('a', { hasText: 'link' });
    expect(await scriptLink.getAttribute('href')).toBeNull();
    await scriptLink.click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // The whole visit (login, page list, editor with its lazy chunks) within the policy.
    expect(violations).toEqual([]);
  });
});
