import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { DUPLICATE_WINDOW_DAYS, leadHoldReasons, type LeadInput } from '#domain/leads/lead-input';
import { checkLeadAnswers } from '#domain/products/lead-answers';
import { NO_TRACKING, withDefaults, type LeadTracking } from '#domain/marketing/lead-tracking';
import { MESSAGE } from '#domain/shared/messages';
import {
  createUser,
  findUserByEmail,
  firstPasswordLink,
  grantRole,
  hashedNewPassword,
  roles,
  userRoles,
} from '../accounts';
import { postalAreaOf } from '../companies';
import type { Executor, Tx } from '../db';
import { recordEvent } from '../events';
import { products, type ProductRow } from '../products';
import { badRequest } from '../shared/errors';
import { deliver, type Deliveries } from './assignment-notice';
import { leads, type LeadRow, type NewLeadRow } from './lead.table';
import { matchLead, isOnHold, type MatchDeps, type MatchResult } from './matching';
import { isUniqueViolation } from '../shared/unique-violation';

export type LeadSource = 'partner' | 'quote_form' | 'staff' | 'partner_portal';

export interface IntakeContext {
  source: LeadSource;
  /** The partner company sending the lead, with the products it wants verified first. */
  partner?: {
    companyId: number;
    mustBeVerifiedProducts: readonly string[];
    /** The partner's tracking values, for a lead that arrives without its own. */
    tracking?: Partial<LeadTracking> | null;
  } | null;
  /** The tracking values the lead arrived with (docs/marketing.md). */
  tracking?: LeadTracking | null;
  /** A partner's own id of the request: a retry with the same id answers the first result. */
  requestId?: string | null;
  clientIp?: string | null;
  userId?: number | null;
  now?: Date;
}

export async function productByDiscr(db: Executor, discr: string): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.discr, discr));
  if (!product) throw badRequest(MESSAGE.VALIDATION_FAILED, { discr: MESSAGE.SELECT_OPTION });
  return product;
}

/**
 * The lead row an intake would write: the product's answers checked, the place
 * looked up from the postal code (coordinates, municipality, province), and the
 * hold reasons. Throws 400 with field errors for answers that do not fit.
 */
export async function leadRowFor(
  db: Executor,
  input: LeadInput,
  context: IntakeContext,
): Promise<{ row: NewLeadRow; product: ProductRow }> {
  const product = await productByDiscr(db, input.discr);
  const { answers, fields } = checkLeadAnswers(product.questions, input.answers);
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
  const area = input.country === 'NL' ? postalAreaOf(input.postalCode) : null;
  const holdReasons = leadHoldReasons(input, {
    partnerWantsVerification: !!context.partner?.mustBeVerifiedProducts.includes(product.discr),
    area,
  });
  const now = context.now ?? new Date();
  const tracking = withDefaults(context.tracking ?? NO_TRACKING, context.partner?.tracking);
  const row: NewLeadRow = {
    productId: product.id,
    gender: input.gender,
    givenName: input.givenName,
    familyName: input.familyName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    additionalPhoneNumber: input.additionalPhoneNumber,
    contactPreference: input.contactPreference,
    companyName: input.companyName,
    street: input.street,
    houseNumber: input.houseNumber,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    municipality: area?.municipality ?? null,
    province: area?.province ?? null,
    latitude: area?.latitude ?? null,
    longitude: area?.longitude ?? null,
    buildingYear: input.buildingYear,
    houseOwnership: input.houseOwnership,
    startingDate: input.startingDate,
    buildingType: input.buildingType,
    buildType: input.buildType,
    buildingAge: input.buildingAge,
    houseContractType: input.houseContractType,
    leadRequestTypeChoice: input.leadRequestTypeChoice,
    answers,
    description: input.description,
    remainingAssignments: product.maxAssignments,
    mustBeVerified: holdReasons.length > 0,
    holdReasons,
    source: context.source,
    partnerCompanyId: context.partner?.companyId ?? null,
    partnerRequestId: context.requestId ?? null,
    clientIp: context.clientIp ?? null,
    utmSource: tracking.utmSource,
    utmMedium: tracking.utmMedium,
    utmCampaign: tracking.utmCampaign,
    sourceDomain: tracking.sourceDomain,
    createdAt: now,
    updatedAt: now,
  };
  return { row, product };
}

/** An earlier lead of the same person (e-mail), product and address within the window. */
export async function earlierDuplicate(tx: Executor, row: NewLeadRow, now: Date) {
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
  const [found] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        sql`lower(${leads.email}) = ${row.email.toLowerCase()}`,
        eq(leads.productId, row.productId),
        eq(leads.postalCode, row.postalCode),
        sql`lower(coalesce(${leads.houseNumber}, '')) = ${(row.houseNumber ?? '').toLowerCase()}`,
        gt(leads.createdAt, since),
        sql`${leads.duplicateOfId} IS NULL`,
      ),
    )
    .orderBy(leads.id)
    .limit(1);
  return found?.id ?? null;
}

/**
 * The consumer behind the lead: the user with the e-mail address (given the
 * consumer role when they lack it), or a new consumer user with a mail to choose
 * a password, so the consumer can follow the request.
 */
async function consumerFor(
  tx: Tx,
  deps: Pick<MatchDeps, 'mailer' | 'publicUrl'>,
  row: NewLeadRow,
  deliveries: Deliveries,
): Promise<number> {
  const existing = await findUserByEmail(tx, row.email);
  if (existing) {
    const [role] = await tx
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, existing.id), eq(roles.name, 'ROLE_LEAD_CONSUMER')));
    if (!role) await grantRole(tx, existing.id, 'ROLE_LEAD_CONSUMER');
    return existing.id;
  }
  const user = await createUser(tx, {
    email: row.email,
    passwordHash: await hashedNewPassword(null),
    givenName: row.givenName ?? '',
    familyName: row.familyName,
    gender: row.gender ?? null,
  });
  const userId = user.id;
  await grantRole(tx, userId, 'ROLE_LEAD_CONSUMER');
  const link = await firstPasswordLink(tx, userId, deps.publicUrl);
  deliveries.push(
    await deps.mailer.queue(tx, {
      to: row.email,
      subject: 'Uw aanvraag is ontvangen',
      template: 'consumer_welcome',
      body: [
        `Beste ${row.givenName || row.familyName},`,
        '',
        'Bedankt voor uw aanvraag. Wij zoeken nu de vakbedrijven die u een offerte sturen.',
        'In uw persoonlijke omgeving volgt u uw aanvraag en chat u met de bedrijven.',
        `Kies via deze link uw wachtwoord: ${link}`,
        '',
        'Met vriendelijke groet,',
        'Leadportaal',
      ].join('\n'),
    }),
  );
  return userId;
}

export interface IntakeResult {
  lead: LeadRow;
  /** True when the request id was seen before: the first result is answered again. */
  replayed: boolean;
  match: MatchResult | null;
}

async function leadOfRequest(db: Executor, partnerId: number, requestId: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.partnerCompanyId, partnerId), eq(leads.partnerRequestId, requestId)));
  return lead;
}

/**
 * Takes in a lead from any intake: checks it, links the consumer, flags a
 * duplicate, writes it with its outbox event in one transaction, then matches
 * it unless it waits on hold or is a duplicate.
 */
export async function takeInLead(
  deps: MatchDeps,
  input: LeadInput,
  context: IntakeContext,
): Promise<IntakeResult> {
  const now = context.now ?? new Date();
  const partnerId = context.partner?.companyId ?? null;
  if (partnerId !== null && context.requestId) {
    const earlier = await leadOfRequest(deps.db, partnerId, context.requestId);
    if (earlier) return { lead: earlier, replayed: true, match: null };
  }
  const { row } = await leadRowFor(deps.db, input, { ...context, now });
  const deliveries: Deliveries = [];
  let lead: LeadRow;
  try {
    lead = await deps.db.transaction(async (tx) => {
      const userId = await consumerFor(tx, deps, row, deliveries);
      const duplicateOfId = await earlierDuplicate(tx, row, now);
      const [created] = await tx
        .insert(leads)
        .values({ ...row, userId, duplicateOfId })
        .returning();
      await recordEvent(tx, {
        type: 'lead.created',
        userId: context.userId ?? null,
        payload: {
          lead_id: created!.id,
          on_hold: isOnHold(created!),
          duplicate: !!duplicateOfId,
          // The partner that sent it follows its home live (docs/dashboards.md).
          partner_company_id: created!.partnerCompanyId,
        },
      });
      return created!;
    });
  } catch (error) {
    // The same request id sent twice at once: the second answers the first's lead.
    if (partnerId !== null && context.requestId && isUniqueViolation(error)) {
      const earlier = await leadOfRequest(deps.db, partnerId, context.requestId);
      if (earlier) return { lead: earlier, replayed: true, match: null };
    }
    throw error;
  }
  await deliver(deliveries);
  const match =
    isOnHold(lead) || lead.duplicateOfId !== null
      ? null
      : await matchLead(deps, lead.id, { now, userId: context.userId ?? null });
  return { lead, replayed: false, match };
}

/** A lead that another request of the same sender address made within the window counts. */
export async function recentQuoteRequests(db: Executor, clientIp: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(eq(leads.clientIp, clientIp), gt(leads.createdAt, since), ne(leads.source, 'staff')),
    );
  return row?.n ?? 0;
}
