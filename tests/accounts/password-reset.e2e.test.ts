import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { emailLog } from '../../api/src/mail/email-log.table';
import { loginThroughForm, screenshot, waitForPath, type BrowserSession } from '../support/browser';

const suite = useBrowserSuite();

async function open(): Promise<BrowserSession> {
  return suite.open();
}

/** The reset link's path from the last mail to `address`. */
async function resetPathFromMail(address: string): Promise<string> {
  const [mail] = await suite.portal.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.toAddress, address))
    .orderBy(desc(emailLog.id))
    .limit(1);
  const match = /\/password-reset\/([\w-]+)/.exec(mail?.body ?? '');
  expect(match, 'reset link in the mail').not.toBeNull();
  return `/password-reset/${match![1]}`;
}

describe('password reset screens', () => {
  it('resets a forgotten password through the e-mailed link and logs in with it', async () => {
    const { page } = await open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await waitForPath(page, '/password-reset');
    await page.getByLabel('E-mailadres').fill('finance@demo.nl');
    await page.getByRole('button', { name: 'Verstuur de link' }).click();
    await page.getByRole('status').waitFor({ timeout: 20_000 });
    await page.getByText('We hebben je een e-mail gestuurd.').waitFor();

    const resetPath = await resetPathFromMail('finance@demo.nl');
    await page.goto(`${resetPath}?targetPath=/invoice`);
    await page.getByText('Kies een nieuw wachtwoord voor finance@demo.nl.').waitFor();

    // Too weak: a notification, and the password field starts over.
    const password = page.getByLabel('Nieuw wachtwoord');
    await password.fill('zwak');
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('zwak');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByText('Dit wachtwoord is te zwak. Kies een sterker wachtwoord.').waitFor();
    await expect.poll(() => password.inputValue()).toBe('');
    await screenshot(page, 'password-weak');

    await password.fill('Nieuw2024');
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('Nieuw2024');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();
    // The target path needs a login; it is reopened afterwards.
    await waitForPath(page, '/login');
    await loginThroughForm(page, 'finance@demo.nl', 'Nieuw2024');
    await waitForPath(page, '/invoice');

    // The link works once.
    await page.goto(resetPath);
    await page.getByRole('alert').waitFor();
    await page.getByRole('link', { name: 'Vraag een nieuwe link aan' }).waitFor();
    await screenshot(page, 'password-link-used');
  });

  it('explains an unknown link in the form', async () => {
    const { page } = await open();
    await page.goto('/password-reset/bestaat-niet');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Wachtwoord opslaan' }).count()).toBe(0);
  });

  it('words the first-password screen for a new account', async () => {
    const { page } = await open();
    await page.goto('/password-reset/first');
    await page.getByRole('heading', { name: 'Wachtwoord aanmaken' }).waitFor();
    await expect.poll(() => page.title()).toBe('Wachtwoord aanmaken | Leadportaal');
  });
});
