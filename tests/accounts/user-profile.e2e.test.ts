/* eslint-disable @typescript-eslint/no-explicit-any -- the page reads answers loosely, as a client would */
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, waitForPath } from '../support/browser';
import { loginBrowser, openAs } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

const suite = useBrowserSuite();

it('a customer renames themselves on /user/current and sees the new name in the header', async () => {
  const page = await openAs(suite, DEMO_USER.customer, '/user/current');
  await page.getByLabel('Voornaam').fill('Rudolf');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();
  await page.locator('header').getByText('Rudolf Hendriks').waitFor();
  await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Rudolf Hendriks');
});

it('a new own e-mail waits for the mailed link; confirming it sends the user to /login, and the new e-mail logs in', async () => {
  const page = await openAs(suite, DEMO_USER.consumer, '/user/current');
  await page.getByLabel('E-mailadres').fill('consument.nieuw@demo.nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Je nieuwe e-mailadres gaat in zodra je de link bevestigt').waitFor();
  const [mail] = await suite.portal.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.toAddress, 'consument.nieuw@demo.nl'))
    .orderBy(desc(emailLog.id))
    .limit(1);
  const link = new URL(/(http\S+confirmEmail=\S+)/.exec(mail!.body)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await waitForPath(page, '/login');
  await page.getByText('De wijzigingen zijn opgeslagen. Log opnieuw in.').waitFor();
  // The profile was the route in use when the session ended: it reopens after the new login.
  await loginThroughForm(page, 'consument.nieuw@demo.nl');
  await waitForPath(page, '/user/current');
  await page.getByText('consument.nieuw@demo.nl').first().waitFor();
});

it('an invited account accepts the invitation on its profile and becomes a user of the company', async () => {
  const hendriks = await loginBrowser(suite, DEMO_USER.customer, { home: '/customer/dashboard' });
  const companyId = await hendriks.evaluate(async () => {
    const answer = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { companies { id } } }' }),
    });
    return ((await answer.json()) as any).data.viewer.companies[0].id as string;
  });
  const invited = await hendriks.evaluate(async (id) => {
    const answer = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation ($id: ID!) { addCompanyUser(companyId: $id, input: { email: "info@vergelijk-warmtepompen.demo.nl" }) { invitations { email } } }',
        variables: { id },
      }),
    });
    return ((await answer.json()) as any).data.addCompanyUser.invitations;
  }, companyId);
  expect(invited).toEqual([{ email: 'info@vergelijk-warmtepompen.demo.nl' }]);

  const page = await openAs(suite, 'info@vergelijk-warmtepompen.demo.nl', '/user/current');
  await page.getByText('Hendriks Installatietechniek B.V. nodigt je uit als gebruiker').waitFor();
  await page.getByRole('button', { name: 'Accepteren' }).click();
  await page.getByText('Je bent nu gebruiker van het bedrijf.').waitFor();
  // The notice comes with the answer; the list reads the profile again just after it.
  await expect.poll(() => page.getByTestId('received-invitations').count()).toBe(0);
});
