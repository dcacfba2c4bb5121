import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';
import { addLead, catalogue } from '../plaza/plaza-test-kit';

const suite = useBrowserSuite();

/** A request of the demo consumer, given to Hendriks: the assigned lead's id. */
async function consumerLeadForHendriks(): Promise<{ assignedLeadId: number; leadId: number }> {
  const db = suite.portal.db;
  const [hendriks] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  const [consumer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'consumer@demo.nl'));
  const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
  // Filed in another name than the account's (Anouk Peters): the lead's name is the one shown.
  const leadId = await addLead(db, {
    product: solar,
    fields: { userId: consumer!.id, givenName: 'Sem', familyName: 'van Dijk' },
  });
  const [assigned] = await db
    .insert(assignedLeads)
    .values({ leadId, companyId: hendriks!.id, priceCents: 3500, priceSource: 'product' })
    .returning({ id: assignedLeads.id });
  return { assignedLeadId: assigned!.id, leadId };
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a7e5c30000000049454e44ae426082',
  'hex',
);

describe('chat', () => {
  it('a consumer and a company user chat in two browsers, live, with unread counts and receipts', async () => {
    const { assignedLeadId, leadId } = await consumerLeadForHendriks();
    const company = await openAs(suite, 'customer@demo.nl', `/customer/lead/${assignedLeadId}`);
    const consumer = await openAs(suite, 'consumer@demo.nl', '/consumer/dashboard');

    const card = company.getByTestId('lead-chat');
    await card.getByRole('button', { name: 'Chat openen' }).click();
    // The lead, the chat's header and (below) the chat info name the consumer alike.
    expect(await company.getByRole('heading', { level: 2 }).textContent()).toContain(
      'Sem van Dijk',
    );
    await expect
      .poll(() => card.getByTestId('chat-title').textContent())
      .toMatch(/ · Sem van Dijk$/);
    const companyBox = card.getByRole('textbox', { name: 'Bericht' });
    await companyBox.fill('Goedendag! Schikt donderdag voor een bezoek?');
    await companyBox.press('Enter');
    const sent = card.getByTestId('chat-message').filter({ hasText: 'Schikt donderdag' });
    await sent.waitFor();
    expect(await companyBox.inputValue()).toBe('');
    await expect
      .poll(() => card.getByTestId('chat-receipt').last().textContent())
      .toContain('verzonden');

    // The consumer's menu counts the message without a reload.
    const badge = consumer.getByTestId('chat-unread-count');
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.textContent()).toBe('1');
    await consumer.getByRole('link', { name: /Gesprekken/ }).click();
    await consumer.getByTestId('conversation-item').first().click();
    const thread = consumer.getByTestId('chat-thread');
    await thread.getByTestId('chat-message').filter({ hasText: 'Schikt donderdag' }).waitFor();
    await badge.waitFor({ state: 'detached' });
    // Opening it told the company: the receipt says read.
    await expect
      .poll(() => card.getByTestId('chat-receipt').last().textContent())
      .toContain('gelezen');

    // Shift-Enter adds a line, Enter sends; an empty message is not sent.
    const consumerBox = thread.getByRole('textbox', { name: 'Bericht' });
    await consumerBox.press('Enter');
    await consumerBox.fill('Donderdag is goed.');
    await consumerBox.press('Shift+Enter');
    await consumerBox.type('Na tien uur graag.');
    await consumerBox.press('Enter');
    await thread.getByTestId('chat-message').filter({ hasText: 'Na tien uur' }).waitFor();
    expect(await thread.getByTestId('chat-message').count()).toBe(2);

    const reply = card.getByTestId('chat-message').filter({ hasText: 'Na tien uur' });
    await reply.waitFor({ timeout: 10_000 });
    expect(await reply.innerText()).toBe('Donderdag is goed.\nNa tien uur graag.');
    expect(await reply.locator('..').innerText()).toContain('Sem van Dijk');

    // A photo by the paperclip, sent on its own with Enter; the company sees it.
    const [chooser] = await Promise.all([
      consumer.waitForEvent('filechooser'),
      thread.getByRole('button', { name: 'Bestand toevoegen' }).click(),
    ]);
    await chooser.setFiles({ name: 'dak.png', mimeType: 'image/png', buffer: PNG });
    await thread.getByTestId('chat-pending-files').getByText('dak.png').waitFor();
    await consumerBox.press('Enter');
    await thread.getByTestId('chat-pending-files').waitFor({ state: 'detached' });
    const photo = card.getByRole('img', { name: 'dak.png' });
    await photo.waitFor({ timeout: 10_000 });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // The chat info tells the company who is asking and for what.
    await card.getByRole('button', { name: 'Info' }).click();
    const info = company.getByTestId('chat-info');
    await info.getByText(/^eva\.\d+@example\.nl$/).waitFor();
    expect(await info.getByText(/^Naam: Sem van Dijk$/).count()).toBe(1);
    await screenshot(company, 'chat-info');
    await company.keyboard.press('Escape');
    await screenshot(consumer, 'chat-consumer');
    await screenshot(company, 'chat-company');

    // Staff read the conversation from the lead (the chat-history modal), and write nothing.
    const staff = await openAs(suite, 'manager@demo.nl', `/lead-generator/lead/${leadId}`);
    await staff.getByRole('button', { name: 'Chatgeschiedenis' }).first().click();
    const history = staff.getByRole('dialog');
    await history.getByTestId('chat-message').filter({ hasText: 'Schikt donderdag' }).waitFor();
    expect(await history.getByTestId('chat-message').count()).toBe(3);
    expect(await history.getByRole('textbox', { name: 'Bericht' }).count()).toBe(0);
    await screenshot(staff, 'chat-history');
  });
});
