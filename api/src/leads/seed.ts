import { eq, inArray } from 'drizzle-orm';
import { ASSIGNED_LEAD_STATE_CODES } from '#domain/leads/assigned-lead-state';
import { CRM_TASK_TYPE_CODES } from '#domain/leads/crm-task-types';
import { filterWantsLead, type FilterArea } from '#domain/leads/filter-match';
import { isChoiceQuestion, type ProductQuestion } from '#domain/products/product-question';
import type { LeadAnswers } from '#domain/products/lead-answers';
import { hashPassword, roles, userRoles, users } from '../accounts';
import { companies, companyPartners, postalAreas, type PostalArea } from '../companies';
import type { Executor } from '../db';
import {
  companyProductFilters,
  companyProducts,
  ncnpProducts,
  partnerProductCosts,
  products,
  type ProductRow,
} from '../products';
import { assignedLeads } from './assigned-lead.table';
import { crmTasks } from './crm-task.table';
import { leadNotes } from './lead-note.table';
import { leads, type NewLeadRow } from './lead.table';
import { demoTrackingFor } from '../marketing';

const DAY = 86_400_000;
const LEAD_COUNT = 320;
const SPAN_DAYS = 40;

/** A small seeded random generator (mulberry32), so every fresh database gets the same demo data. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const GIVEN = [
  'Sanne',
  'Daan',
  'Emma',
  'Lucas',
  'Julia',
  'Sem',
  'Tess',
  'Milan',
  'Anna',
  'Bram',
  'Lotte',
  'Thijs',
  'Fleur',
  'Ruben',
  'Iris',
  'Jesse',
];
const FAMILY = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
];
const STREETS = [
  'Kerkstraat',
  'Dorpsstraat',
  'Schoolstraat',
  'Molenweg',
  'Stationsweg',
  'Julianalaan',
  'Beatrixstraat',
  'Lindelaan',
  'Eikenlaan',
  'Parallelweg',
];
const BAD_REASONS = ['fake', 'unreachable', 'no_interest'];

function answersFor(questions: ProductQuestion[], rnd: ReturnType<typeof random>): LeadAnswers {
  const answers: LeadAnswers = {};
  for (const question of questions) {
    if (rnd.chance(0.15)) continue;
    if (isChoiceQuestion(question)) {
      const values = question.options.map((option) => option.value);
      answers[question.key] =
        question.kind === 'single_choice'
          ? rnd.pick(values)
          : [...new Set([rnd.pick(values), rnd.pick(values)])];
    } else {
      const top = Math.min(
        question.max,
        question.min + Math.max(10, (question.max - question.min) / 4),
      );
      answers[question.key] = rnd.int(question.min, Math.round(top));
    }
  }
  return answers;
}

interface SeedFilter extends FilterArea {
  id: number;
  companyId: number;
  companyProductId: number;
  productId: number;
}

/** Company products with filters of every kind: radius, municipalities, choices, maxima, pauses. */
async function seedCompanyProducts(
  tx: Executor,
  productRows: ProductRow[],
  rnd: ReturnType<typeof random>,
): Promise<SeedFilter[]> {
  const rows = await tx
    .select()
    .from(companies)
    .where(inArray(companies.state, ['active', 'paused', 'suspended', 'debtclaim', 'new']))
    .orderBy(companies.id);
  const filters: SeedFilter[] = [];
  const byDiscr = new Map(productRows.map((p) => [p.discr, p]));
  for (const [index, company] of rows.entries()) {
    if (company.isComparison || company.latitude === null) continue;
    // The demo customers (the first companies) take more products, so their lists are full.
    const count = index < 3 ? 5 : rnd.int(2, 4);
    const chosen = new Set<ProductRow>();
    while (chosen.size < count) chosen.add(rnd.pick(productRows));
    if (index === 0) chosen.add(byDiscr.get('zonnepanelen')!);
    for (const product of chosen) {
      // The demo customer's solar panels always take leads around Utrecht (the live demo).
      const steady = index === 0 && product.discr === 'zonnepanelen';
      const [cp] = await tx
        .insert(companyProducts)
        .values({
          companyId: company.id,
          productId: product.id,
          assignmentMax: !steady && rnd.chance(0.5) ? rnd.int(10, 40) : null,
          assignmentPeriod: rnd.pick(['day', 'week', 'week', 'month'] as const),
          paused: !steady && rnd.chance(0.1),
        })
        .returning({ id: companyProducts.id });
      const kinds = steady ? 1 : rnd.int(1, 2);
      for (let position = 0; position < kinds; position++) {
        const byMunicipality = !steady && (position === 1 || rnd.chance(0.2));
        const firstChoice = product.questions.find(isChoiceQuestion);
        const choices =
          !steady && firstChoice && rnd.chance(0.3)
            ? { [firstChoice.key]: firstChoice.options.slice(0, 2).map((o) => o.value) }
            : {};
        const area: FilterArea = {
          latitude: company.latitude,
          longitude: company.longitude,
          maxDistance: byMunicipality ? 0 : rnd.pick([25, 40, 60, 80]) * 1000,
          municipalities: byMunicipality && company.municipality ? [company.municipality] : [],
          choices,
        };
        const [filter] = await tx
          .insert(companyProductFilters)
          .values({
            companyProductId: cp!.id,
            position,
            latitude: area.latitude,
            longitude: area.longitude,
            maxDistance: area.maxDistance,
            municipalities: [...area.municipalities],
            choices,
            assignmentMax: !steady && rnd.chance(0.25) ? rnd.int(5, 20) : null,
            assignmentPeriod: 'week',
          })
          .returning({ id: companyProductFilters.id });
        filters.push({
          ...area,
          id: filter!.id,
          companyId: company.id,
          companyProductId: cp!.id,
          productId: product.id,
        });
      }
    }
  }
  return filters;
}

/**
 * Half the demo tasks are planned in the coming days (so the customers' homes have work to
 * show), the others a few days after their lead came in. `daysAfterLead` is always drawn,
 * so the random sequence of the rest of the demo data stays the same.
 */
function demoTaskDate(
  assigned: { id: number; createdAt: Date },
  daysAfterLead: number,
  now: number,
): Date {
  if (assigned.id % 2 === 0) return new Date(now + (assigned.id % 10) * DAY + 3_600_000);
  return new Date(assigned.createdAt.getTime() + daysAfterLead * DAY);
}

/**
 * The demo lead business: company products and filters for the demo companies,
 * partner and no-cure-no-pay costs, and 320 leads over the last 40 days across
 * the country (some on hold, some bad, a few duplicates), matched to the
 * companies whose filters want them, in every pipeline state, with CRM tasks
 * and notes.
 */
export async function seedLeads(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const rnd = random(20261123);
  const productRows = await tx.select().from(products).orderBy(products.position);
  if (productRows.length === 0) return;
  const filters = await seedCompanyProducts(tx, productRows, rnd);

  const partners = await tx.select().from(companyPartners);
  for (const partner of partners) {
    for (const product of productRows.slice(0, 4)) {
      await tx.insert(partnerProductCosts).values({
        companyId: partner.companyId,
        productId: product.id,
        costCents: product.priceCents - 500,
      });
    }
  }
  const [ncnpCompany] = await tx
    .select()
    .from(companies)
    .where(eq(companies.name, 'Zeeman Badkamers'));
  if (ncnpCompany) {
    await tx
      .update(companies)
      .set({ allowNoCureNoPay: true })
      .where(eq(companies.id, ncnpCompany.id));
    await tx
      .insert(ncnpProducts)
      .values(
        productRows
          .slice(0, 3)
          .map((p) => ({ companyId: ncnpCompany.id, productId: p.id, costPerLeadCents: 1500 })),
      );
  }

  // Consumers: the demo consumer, and one account per other lead (no password until they choose one).
  const passwordHash = await hashPassword(`seed-${rnd.next()}-Aa1`);
  const [consumerRole] = await tx.select().from(roles).where(eq(roles.name, 'ROLE_LEAD_CONSUMER'));
  const areas: PostalArea[] = [...postalAreas().values()].filter((a) => a.latitude > 0);
  const now = Date.now();
  const companyStates = new Map(
    (
      await tx
        .select({ id: companies.id, state: companies.state, isPrepaid: companies.isPrepaid })
        .from(companies)
    ).map((c) => [c.id, c]),
  );

  const planned: { row: NewLeadRow; email: string }[] = [];
  for (let i = 0; i < LEAD_COUNT; i++) {
    const product = rnd.pick(productRows);
    const area = rnd.pick(areas);
    const given = rnd.pick(GIVEN);
    const family = rnd.pick(FAMILY);
    const createdAt = new Date(now - rnd.next() * SPAN_DAYS * DAY);
    const email =
      i % 40 === 0
        ? 'consumer@demo.nl'
        : `${given}.${family}.${i}@example.nl`.toLowerCase().replace(/\s+/g, '');
    const onHold = rnd.chance(0.06);
    planned.push({
      email,
      row: {
        productId: product.id,
        gender: rnd.pick(['male', 'female']),
        givenName: given,
        familyName: family,
        email,
        phoneNumber: `06${rnd.int(10_000_000, 99_999_999)}`,
        street: rnd.pick(STREETS),
        houseNumber: String(rnd.int(1, 180)),
        postalCode: `${area.pc4} ${String.fromCharCode(65 + rnd.int(0, 25))}${String.fromCharCode(65 + rnd.int(0, 25))}`,
        city: area.city,
        country: 'NL',
        municipality: area.municipality,
        province: area.province,
        latitude: area.latitude,
        longitude: area.longitude,
        buildingYear: rnd.int(1930, 2020),
        answers: answersFor(product.questions, rnd),
        remainingAssignments: product.maxAssignments,
        mustBeVerified: onHold,
        holdReasons: onHold ? [rnd.pick(['phone', 'address', 'partner_product'] as const)] : [],
        bad: !onHold && rnd.chance(0.04),
        source: rnd.pick(['quote_form', 'quote_form', 'partner', 'staff']),
        createdAt,
        updatedAt: createdAt,
      },
    });
  }

  // Where each lead came from (docs/marketing.md), from a generator of its own.
  const tracking = random(20261127);
  const discrOf = new Map(productRows.map((p) => [p.id, p.discr]));
  for (const { row } of planned)
    Object.assign(row, demoTrackingFor(discrOf.get(row.productId)!, row.source!, tracking.next));

  const newEmails = [...new Set(planned.map((p) => p.email))].filter((e) => !userIds.has(e));
  const consumers = await tx
    .insert(users)
    .values(
      newEmails.map((email) => {
        const lead = planned.find((p) => p.email === email)!.row;
        return {
          email,
          passwordHash,
          givenName: lead.givenName ?? '',
          familyName: lead.familyName,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  if (consumerRole && consumers.length > 0)
    await tx
      .insert(userRoles)
      .values(consumers.map((u) => ({ userId: u.id, roleId: consumerRole.id })));
  const userId = new Map([...userIds, ...consumers.map((u) => [u.email, u.id] as const)]);

  const inserted = await tx
    .insert(leads)
    .values(planned.map(({ row, email }) => ({ ...row, userId: userId.get(email) ?? null })))
    .returning();

  // A few duplicates: the same person asking twice for the same product.
  for (const original of inserted.slice(0, 4)) {
    await tx.insert(leads).values({
      ...original,
      id: undefined,
      duplicateOfId: original.id,
      createdAt: new Date(original.createdAt.getTime() + 3_600_000),
      updatedAt: new Date(original.createdAt.getTime() + 3_600_000),
    });
  }

  const manager = userIds.get('manager@demo.nl') ?? null;
  const assignments: (typeof assignedLeads.$inferInsert)[] = [];
  const priceOf = new Map(productRows.map((p) => [p.id, p.priceCents]));
  for (const lead of inserted) {
    if (lead.mustBeVerified || lead.bad) continue;
    const taken = new Set<number>();
    const shuffled = filters
      .map((filter) => ({ filter, order: rnd.next() }))
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.filter);
    for (const filter of shuffled) {
      if (taken.size >= lead.remainingAssignments) break;
      if (filter.productId !== lead.productId || taken.has(filter.companyId)) continue;
      if (companyStates.get(filter.companyId)?.state !== 'active') continue;
      if (!filterWantsLead(filter, lead)) continue;
      taken.add(filter.companyId);
      const ageDays = (now - lead.createdAt.getTime()) / DAY;
      // Older leads have moved further through the pipeline.
      const state =
        ageDays < 2
          ? 0
          : rnd.pick(ASSIGNED_LEAD_STATE_CODES.slice(0, Math.min(9, 2 + Math.floor(ageDays / 3))));
      assignments.push({
        leadId: lead.id,
        companyId: filter.companyId,
        companyProductId: filter.companyProductId,
        filterId: filter.id,
        state,
        priceCents: priceOf.get(lead.productId)!,
        priceSource: 'product',
        origin: 'match',
        settled: companyStates.get(filter.companyId)?.isPrepaid ?? false,
        createdAt: new Date(lead.createdAt.getTime() + 60_000),
      });
    }
    await tx
      .update(leads)
      .set({
        remainingAssignments: lead.remainingAssignments - taken.size,
        lastMatchedAt: lead.createdAt,
      })
      .where(eq(leads.id, lead.id));
  }
  // Every pipeline state shows up at the demo customers.
  const demoCompanyIds = [...new Set(assignments.map((a) => a.companyId))].slice(0, 3);
  for (const companyId of demoCompanyIds) {
    const theirs = assignments.filter((a) => a.companyId === companyId);
    ASSIGNED_LEAD_STATE_CODES.forEach((state, index) => {
      if (theirs[index]) theirs[index].state = state;
    });
  }
  const assignedRows = assignments.length
    ? await tx.insert(assignedLeads).values(assignments).returning()
    : [];

  const tasks = assignedRows
    .filter((a) => a.state >= 3 && a.state !== 8)
    .map((a) => ({
      assignedLeadId: a.id,
      type: rnd.pick(CRM_TASK_TYPE_CODES),
      taskDate: demoTaskDate(a, rnd.int(1, 5), now),
      sendReminder: rnd.chance(0.3),
      requestReview: a.state === 6 && rnd.chance(0.5),
      note: rnd.pick([
        'Gebeld, terugbellen na het weekend.',
        'Offerte verstuurd.',
        'Afspraak gemaakt voor opname.',
        null,
      ]),
    }));
  if (tasks.length) await tx.insert(crmTasks).values(tasks);

  const notes = inserted
    .filter((_, index) => index % 9 === 0)
    .map((lead) => ({
      leadId: lead.id,
      kind: rnd.pick(['note', 'call'] as const),
      text: rnd.pick([
        'Klant wil graag na 17:00 gebeld worden.',
        'Voicemail ingesproken.',
        'Adres gecontroleerd via kadaster.',
      ]),
      userId: manager,
      createdAt: new Date(lead.createdAt.getTime() + 7_200_000),
    }));
  if (notes.length) await tx.insert(leadNotes).values(notes);

  for (const lead of inserted.filter((l) => l.bad)) {
    await tx
      .update(leads)
      .set({ badReason: rnd.pick(BAD_REASONS) })
      .where(eq(leads.id, lead.id));
  }
}
