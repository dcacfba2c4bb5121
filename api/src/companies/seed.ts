import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyState } from '#domain/companies/company-state';
import { hashPassword, roles, userRoles, users } from '../accounts';
import type { Executor } from '../db';
import { companies, type NewCompanyRow } from './company.table';
import { companyEvents } from './company-event.table';
import { companyPartnerLinks, companyPartners } from './company-partner.table';
import { companyProfiles } from './company-profile.table';
import { companyUsers } from './company-user.table';
import { notificationLists } from './notification-list.table';
import { postalAreaOf } from './postal-code-data';
import { sepaMandates } from './sepa-mandate.table';

const DAY = 24 * 60 * 60 * 1000;

/** The demo partner's lead-API key (README: sending leads). */
export const DEMO_PARTNER_GUID = '5f1c7a2e-8d4b-4c3a-9e6f-2b7d1a0c9e84';

interface DemoCompany {
  key: string;
  name: string;
  state: CompanyState;
  postalCode: string;
  houseNumber: string;
  street: string;
  /** E-mail of the main user: a demo account, or a contact created here. */
  mainUser: string;
  mandate?: boolean;
  fields?: Partial<NewCompanyRow>;
  managedBy?: string;
}

/** One company per state (and the partner, trial and comparison cases), so every rule can be tried by hand. */
const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'hendriks',
    name: 'Hendriks Installatietechniek B.V.',
    state: 'active',
    postalCode: '3511 AB',
    houseNumber: '12',
    street: 'Oudegracht',
    mainUser: 'customer@demo.nl',
    mandate: true,
    fields: {
      hasValidContract: true,
      approved: true,
      chamberOfCommerceNumber: '30123456',
      phoneNumber: '0302871643',
      website: 'https://hendriks-installatie.nl',
    },
  },
  {
    key: 'willems',
    name: 'Willems Dakwerken',
    state: 'active',
    postalCode: '5611 AA',
    houseNumber: '3',
    street: 'Stratumseind',
    mainUser: 'both@demo.nl',
    fields: { isPrepaid: true, balance: 15_000, approved: true, phoneNumber: '0402783316' },
  },
  {
    key: 'dekker',
    name: 'Dekker Leads Partner',
    state: 'active',
    postalCode: '1011 AB',
    houseNumber: '100',
    street: 'Damrak',
    mainUser: 'partner@demo.nl',
    mandate: true,
    fields: { isPartner: true, hasValidContract: true, approved: true },
  },
  {
    key: 'groen',
    name: 'Groen Zonnepanelen',
    state: 'new',
    postalCode: '6811 AA',
    houseNumber: '8',
    street: 'Jansbinnensingel',
    mainUser: 'info@groen-zonnepanelen.demo.nl',
    managedBy: 'dekker',
  },
  {
    key: 'vanleeuwen',
    name: 'Van Leeuwen Claimservice',
    state: 'active',
    postalCode: '2511 AA',
    houseNumber: '21',
    street: 'Spui',
    mainUser: 'claimpartner@demo.nl',
    mandate: true,
    fields: { isPartner: true, hasValidContract: true, approved: true },
  },
  {
    key: 'noord',
    name: 'Kozijnen Noord',
    state: 'suspended',
    postalCode: '9711 AA',
    houseNumber: '5',
    street: 'Grote Markt',
    mainUser: 'info@kozijnen-noord.demo.nl',
    mandate: true,
    managedBy: 'vanleeuwen',
    fields: { hasOpenDebt: true },
  },
  {
    key: 'bos',
    name: 'Bos Verwarming',
    state: 'paused',
    postalCode: '8011 AA',
    houseNumber: '14',
    street: 'Melkmarkt',
    mainUser: 'info@bos-verwarming.demo.nl',
    mandate: true,
    fields: { previousState: 'active', hasValidContract: true, approved: true },
  },
  {
    key: 'devries',
    name: 'De Vries Isolatie',
    state: 'debtclaim',
    postalCode: '4811 AA',
    houseNumber: '2',
    street: 'Ginnekenweg',
    mainUser: 'info@devries-isolatie.demo.nl',
    mandate: true,
    fields: { hasOpenDebt: true },
  },
  {
    key: 'meijer',
    name: 'Meijer Schilders',
    state: 'is_debtclaim',
    postalCode: '7511 AA',
    houseNumber: '40',
    street: 'Oude Markt',
    mainUser: 'info@meijer-schilders.demo.nl',
    fields: { hasOpenDebt: true },
  },
  {
    key: 'kok',
    name: 'Kok Tuinaanleg',
    state: 'was_debtclaim',
    postalCode: '6211 AA',
    houseNumber: '9',
    street: 'Vrijthof',
    mainUser: 'info@kok-tuinaanleg.demo.nl',
  },
  {
    key: 'zwart',
    name: 'Zwart Bouw',
    state: 'blacklisted',
    postalCode: '3011 AA',
    houseNumber: '77',
    street: 'Coolsingel',
    mainUser: 'info@zwart-bouw.demo.nl',
  },
  {
    key: 'archief',
    name: 'Archief Renovaties',
    state: 'archived',
    postalCode: '2011 AA',
    houseNumber: '1',
    street: 'Grote Markt',
    mainUser: 'info@archief-renovaties.demo.nl',
  },
  {
    key: 'prospect',
    name: 'Prospect Verbouw',
    state: 'suspect',
    postalCode: '5211 AA',
    houseNumber: '15',
    street: 'Markt',
    mainUser: 'info@prospect-verbouw.demo.nl',
    fields: { prospectSource: 'website' },
  },
  {
    key: 'proef',
    name: 'Proef Klusbedrijf',
    state: 'active',
    postalCode: '1211 AA',
    houseNumber: '6',
    street: 'Kerkstraat',
    mainUser: 'info@proef-klusbedrijf.demo.nl',
    fields: { trialAccount: true, isPrepaid: true, balance: 1_500 },
  },
  {
    key: 'vergelijk',
    name: 'Vergelijk Warmtepompen',
    state: 'active',
    postalCode: '6511 AA',
    houseNumber: '30',
    street: 'Burchtstraat',
    mainUser: 'info@vergelijk-warmtepompen.demo.nl',
    fields: { isComparison: true, isLeadGenerator: false, approved: true },
  },
  {
    // both@demo.nl's second company, for the shell's company selector (named to sort after Willems, which stays first).
    key: 'zeeman',
    name: 'Zeeman Badkamers',
    state: 'active',
    postalCode: '3811 AB',
    houseNumber: '18',
    street: 'Langestraat',
    mainUser: 'both@demo.nl',
    mandate: true,
    fields: { hasValidContract: true, approved: true, phoneNumber: '0334612270' },
  },
];

function contactName(email: string): { givenName: string; familyName: string } {
  const company = email.split('@')[1]?.split('.')[0] ?? 'demo';
  return { givenName: 'Contact', familyName: company.replace(/-/g, ' ') };
}

/** Demo companies, their users, lists, mandates, profile, partner links and event log. */
export async function seedCompanies(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const ids = new Map(userIds);
  const contacts = DEMO_COMPANIES.map((c) => c.mainUser).filter((email) => !ids.has(email));
  if (contacts.length > 0) {
    const passwordHash = await hashPassword('Welkom123');
    const rows = await tx
      .insert(users)
      .values(
        contacts.map((email) => ({ email, passwordHash, gender: 'female', ...contactName(email) })),
      )
      .returning({ id: users.id, email: users.email });
    for (const row of rows) ids.set(row.email, row.id);
    const [customerRole] = await tx
      .select()
      .from(roles)
      .where(eq(roles.name, 'ROLE_LEAD_CUSTOMER'));
    if (customerRole)
      await tx
        .insert(userRoles)
        .values(rows.map((r) => ({ userId: r.id, roleId: customerRole.id })));
  }
  const accountManagerId = ids.get('accountmanager@demo.nl') ?? null;
  const salespersonId = ids.get('sales@demo.nl') ?? null;
  const actorId = ids.get('manager@demo.nl') ?? null;
  const now = Date.now();
  const companyIds = new Map<string, number>();

  for (const demo of DEMO_COMPANIES) {
    const area = postalAreaOf(demo.postalCode);
    const [row] = await tx
      .insert(companies)
      .values({
        name: demo.name,
        state: demo.state,
        country: 'NL',
        postalCode: demo.postalCode,
        houseNumber: demo.houseNumber,
        street: demo.street,
        city: area?.city ?? null,
        municipality: area?.municipality ?? null,
        province: area?.province ?? null,
        latitude: area?.latitude ?? null,
        longitude: area?.longitude ?? null,
        email: demo.mainUser,
        accountManagerId,
        salespersonId: demo.state === 'suspect' ? null : salespersonId,
        everActive: !['new', 'archived', 'suspect'].includes(demo.state),
        pausedFrom: demo.state === 'paused' ? new Date(now - 2 * DAY) : null,
        pausedUntil: demo.state === 'paused' ? new Date(now + 14 * DAY) : null,
        // Companies that have worked with us were approved long ago; new sign-ups, prospects
        // and the trial still wait on the lead managers' home.
        approved: !['new', 'suspect'].includes(demo.state) && !demo.fields?.trialAccount,
        ...demo.fields,
      })
      .returning({ id: companies.id });
    const companyId = row!.id;
    companyIds.set(demo.key, companyId);
    const userId = ids.get(demo.mainUser)!;
    await tx.insert(companyUsers).values({ companyId, userId, admin: true });
    await tx.insert(notificationLists).values({
      companyId,
      userId,
      finance: true,
      leads: true,
      claims: true,
      account: true,
      crm: true,
      newsletter: true,
    });
    if (demo.mandate) {
      await tx.insert(sepaMandates).values({
        companyId,
        companyName: demo.name,
        address: `${demo.street} ${demo.houseNumber}`,
        city: area?.city ?? null,
        chamberOfCommerceNumber: demo.fields?.chamberOfCommerceNumber ?? null,
        iban: 'NL91ABNA0417164300',
        bic: null,
        signedBy: contactName(demo.mainUser).givenName,
        created: new Date(now - 90 * DAY),
      });
    }
    await tx.insert(companyEvents).values([
      {
        companyId,
        type: 'created',
        userId: actorId,
        data: {},
        createdAt: new Date(now - 120 * DAY),
      },
      ...(demo.state === 'archived' || demo.state === 'suspect' || demo.state === 'new'
        ? []
        : [
            {
              companyId,
              type:
                demo.state === 'active'
                  ? 'activated'
                  : demo.state === 'debtclaim'
                    ? 'to_debtclaim'
                    : demo.state,
              userId: actorId,
              data: { to: demo.state },
              createdAt: new Date(now - 30 * DAY),
            },
          ]),
    ]);
  }

  // Hendriks has a public profile; the partners have partner settings and manage a company each.
  await tx.insert(companyProfiles).values({
    companyId: companyIds.get('hendriks')!,
    slug: 'hendriks-installatietechniek',
    whyUs: ['Al 25 jaar ervaring', 'Gecertificeerde monteurs', 'Binnen 24 uur een offerte'],
  });
  for (const partner of ['dekker', 'vanleeuwen']) {
    await tx.insert(companyPartners).values({
      companyId: companyIds.get(partner)!,
      // Dekker's lead-API key is fixed, so the README's example works on a fresh demo.
      guid: partner === 'dekker' ? DEMO_PARTNER_GUID : randomUUID(),
      // Van Leeuwen wants its dormer leads verified before they go out.
      mustBeVerifiedProducts: partner === 'vanleeuwen' ? ['dakkapel'] : [],
      utmSource: partner,
      utmMedium: 'partner',
    });
  }
  for (const demo of DEMO_COMPANIES.filter((c) => c.managedBy)) {
    await tx.insert(companyPartnerLinks).values({
      partnerCompanyId: companyIds.get(demo.managedBy!)!,
      companyId: companyIds.get(demo.key)!,
    });
  }
}
