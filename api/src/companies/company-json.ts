import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { companies, type CompanyRow } from './company.table';
import { companyPartnerLinks } from './company-partner.table';
import { companyUsers } from './company-user.table';
import { sepaMandates } from './sepa-mandate.table';

/** Below this prepaid balance (cents) the customer sees the low-balance alert. */
export const LOW_BALANCE_CENTS = 2500;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface CompanyExtras {
  users: { user_id: number; admin: boolean; enabled: boolean }[];
  partnerIds: number[];
  mandate: { enabled: boolean; created: Date } | null;
}

/** Company users, managing partners and mandates of many companies in three queries. */
export async function loadCompanyExtras(
  db: Executor,
  ids: number[],
): Promise<Map<number, CompanyExtras>> {
  const map = new Map<number, CompanyExtras>(
    ids.map((id) => [id, { users: [], partnerIds: [], mandate: null }]),
  );
  if (ids.length === 0) return map;
  const [links, partners, mandates] = await Promise.all([
    db.select().from(companyUsers).where(inArray(companyUsers.companyId, ids)),
    db.select().from(companyPartnerLinks).where(inArray(companyPartnerLinks.companyId, ids)),
    db
      .select({
        companyId: sepaMandates.companyId,
        enabled: sepaMandates.enabled,
        created: sepaMandates.created,
      })
      .from(sepaMandates)
      .where(inArray(sepaMandates.companyId, ids)),
  ]);
  for (const l of links.sort((a, b) => a.userId - b.userId)) {
    map.get(l.companyId)?.users.push({ user_id: l.userId, admin: l.admin, enabled: l.enabled });
  }
  for (const p of partners) map.get(p.companyId)?.partnerIds.push(p.partnerCompanyId);
  for (const m of mandates) {
    const extras = map.get(m.companyId);
    if (extras) extras.mandate = { enabled: m.enabled, created: m.created };
  }
  return map;
}

/**
 * A company's users, managing partners and mandate as columns of the company's own row:
 * read with it in one statement instead of three more (docs/performance.md).
 */
// Qualified by hand: drizzle writes a column of a one-table query without its table, which
// inside these subqueries would name the subquery's own `id`.
const ownerId = sql.raw('"companies"."id"');
export const companyExtrasColumns = {
  extraUsers: sql<CompanyExtras['users'] | null>`(SELECT json_agg(json_build_object(
      'user_id', cu.user_id, 'admin', cu.admin, 'enabled', cu.enabled) ORDER BY cu.user_id)
    FROM company_users cu WHERE cu.company_id = ${ownerId})`,
  extraPartnerIds: sql<number[]>`ARRAY(SELECT l.partner_company_id FROM company_partner_links l
    WHERE l.company_id = ${ownerId} ORDER BY l.created_at, l.partner_company_id)`,
  extraMandate: sql<{ enabled: boolean; created: string } | null>`(SELECT json_build_object(
      'enabled', m.enabled, 'created', m.created) FROM sepa_mandates m WHERE m.company_id = ${ownerId})`,
};

/** A company row read with `companyExtrasColumns`. */
export interface CompanyWithExtras {
  company: CompanyRow;
  extraUsers: CompanyExtras['users'] | null;
  extraPartnerIds: number[];
  extraMandate: { enabled: boolean; created: string } | null;
}

/** The extras of a row read with `companyExtrasColumns`, as `loadCompanyExtras` gives them. */
export function extrasOf(row: CompanyWithExtras): CompanyExtras {
  return {
    users: row.extraUsers ?? [],
    partnerIds: row.extraPartnerIds.map(Number),
    mandate: row.extraMandate
      ? { enabled: row.extraMandate.enabled, created: new Date(row.extraMandate.created) }
      : null,
  };
}

/** Companies with their extras, in one statement. */
export function selectCompaniesWithExtras(db: Executor, where?: SQL) {
  return db
    .select({ company: companies, ...companyExtrasColumns })
    .from(companies)
    .where(where);
}

/**
 * One company with its extras: one prepared statement (parsed and planned once per
 * connection, built once per database handle), the by-id read every screen makes.
 */
const preparedById = new WeakMap<Executor, ReturnType<typeof prepareById>>();
function prepareById(db: Executor) {
  return selectCompaniesWithExtras(db, eq(companies.id, sql.placeholder('id'))).prepare(
    'company_with_extras_by_id',
  );
}

export async function companyWithExtras(
  db: Executor,
  id: number,
): Promise<CompanyWithExtras | undefined> {
  let prepared = preparedById.get(db);
  if (!prepared) {
    prepared = prepareById(db);
    preparedById.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row;
}

/** invoice | ncnp | prepaid, derived from the company's payment flags. */
export function leadGeneratorType(
  row: Pick<CompanyRow, 'isPrepaid' | 'allowNoCureNoPay'>,
): 'invoice' | 'ncnp' | 'prepaid' {
  if (row.isPrepaid) return 'prepaid';
  if (row.allowNoCureNoPay) return 'ncnp';
  return 'invoice';
}

const fileUrl = (companyId: number, kind: string, key: string | null) =>
  key ? `/company/${companyId}/${kind}` : null;

/** The REST shape of a company (snake_case). */
export function companyJson(row: CompanyRow, extras?: CompanyExtras) {
  return {
    id: row.id,
    name: row.name,
    trade_name: row.tradeName,
    state: row.state,
    previous_state: row.previousState,
    paused_from: iso(row.pausedFrom),
    paused_until: iso(row.pausedUntil),
    country: row.country,
    postal_code: row.postalCode,
    house_number: row.houseNumber,
    street: row.street,
    city: row.city,
    municipality: row.municipality,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    chamber_of_commerce_number: row.chamberOfCommerceNumber,
    kvk_hoofdvestiginsnummer: row.kvkHoofdvestiginsnummer,
    website: row.website,
    email: row.email,
    phone_number: row.phoneNumber,
    separate_invoice_data: row.separateInvoiceData,
    invoice_company_name: row.invoiceCompanyName,
    invoice_to_the_attention_of: row.invoiceToTheAttentionOf,
    invoice_address: row.invoiceAddress,
    is_partner: row.isPartner,
    is_comparison: row.isComparison,
    is_lead_generator: row.isLeadGenerator,
    lead_generator_type: leadGeneratorType(row),
    is_prepaid: row.isPrepaid,
    balance: row.balance,
    low_balance: row.isPrepaid && row.balance < LOW_BALANCE_CENTS,
    prepaid_lead_payments: row.prepaidLeadPayments,
    payment_terms: row.paymentTerms,
    sepa_mandate_enabled: extras?.mandate?.enabled ?? false,
    sepa_mandate_created: iso(extras?.mandate?.created),
    has_valid_contract: row.hasValidContract,
    allow_no_cure_no_pay: row.allowNoCureNoPay,
    has_open_debt: row.hasOpenDebt,
    trial_account: row.trialAccount,
    pipedrive_integration_enabled: row.pipedriveIntegrationEnabled,
    teamleader_integration_enabled: row.teamleaderIntegrationEnabled,
    date_of_establishment: row.dateOfEstablishment,
    verified_on: iso(row.verifiedOn),
    approved: row.approved,
    comments: row.comments,
    logo: fileUrl(row.id, 'logo', row.logo),
    list_logo: fileUrl(row.id, 'list-logo', row.listLogo),
    commercial_register_extract: fileUrl(
      row.id,
      'commercial_register_extract',
      row.commercialRegisterExtract,
    ),
    account_manager_id: row.accountManagerId,
    salesperson_id: row.salespersonId,
    prospect_source: row.prospectSource,
    welcomed_at: iso(row.welcomedAt),
    plaza_only: row.plazaOnly,
    company_users: extras?.users ?? [],
    partner_ids: extras?.partnerIds ?? [],
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export type CompanyJson = ReturnType<typeof companyJson>;

export async function companiesJson(db: Executor, rows: CompanyRow[]): Promise<CompanyJson[]> {
  const extras = await loadCompanyExtras(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => companyJson(r, extras.get(r.id)));
}

export async function oneCompanyJson(db: Executor, row: CompanyRow): Promise<CompanyJson> {
  const [json] = await companiesJson(db, [row]);
  return json!;
}
