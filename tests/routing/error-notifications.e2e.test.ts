import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

// Error notifications (web/src/lib/error-link.ts): bottom centre, 5 s, no close button.
// A 403 has no case here: no screen a non-staff user can open makes a call the api
// refuses with 403 (other customers' companies answer 404, by design), and
// DATA_OUTDATED is covered by tests/companies/company-overview.e2e.test.ts.

const NOT_FOUND_TEXT = 'De pagina of gegevens zijn niet gevonden.';
const VIEWPORT = { width: 1280, height: 800 };

const suite = useBrowserSuite();

describe('error notifications', () => {
  it('shows MESSAGE.NOT_FOUND at the bottom centre for about 5 seconds, without a close button', async () => {
    const page = await openAs(suite, 'manager@demo.nl', '/company/999999', { viewport: VIEWPORT });
    await waitForPath(page, '/company/999999');

    const notification = page.getByRole('alert').filter({ hasText: NOT_FOUND_TEXT });
    await notification.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await screenshot(page, 'error-notification-not-found');

    const box = await notification.boundingBox();
    expect(box).not.toBeNull();
    // In the lower part of the window and horizontally centred.
    expect(box!.y).toBeGreaterThan(VIEWPORT.height / 2);
    expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
    expect(Math.abs(box!.x + box!.width / 2 - VIEWPORT.width / 2)).toBeLessThan(10);
    expect(await notification.getByRole('button').count()).toBe(0);

    // Still there after 4 s, gone soon after 5 s (plus the leave transition).
    await page.waitForTimeout(4_000);
    expect(await notification.isVisible()).toBe(true);
    await notification.waitFor({ state: 'hidden', timeout: 4_000 });
    expect(Date.now() - shownAt).toBeLessThan(7_000);
  });
});
