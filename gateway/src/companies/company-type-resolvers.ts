import type { RestUser } from '../accounts/rest-types';
import type { GatewayContext } from '../context';
import type { CompanyResolvers, Resolvers } from '../generated/resolvers';
import { activationNeedsMandate, CompanyPermissions } from './company-permissions';
import type {
  RestCompany,
  RestCompanyEvent,
  RestCompanyProfile,
  RestList,
  RestMatchExclude,
  RestNotificationList,
  RestPartnerSettings,
} from './rest-types';

const FILE_PATHS = {
  logo: 'logo',
  list_logo: 'list-logo',
  commercial_register_extract: 'commercial_register_extract',
} as const;

/** Gateway path of a stored file; the version makes the browser reload it after an upload. */
function fileUrl(company: RestCompany, apiPath: string | null): string | null {
  return apiPath ? `/files${apiPath}?v=${company.version}` : null;
}

async function permissions(context: GatewayContext): Promise<CompanyPermissions> {
  return new CompanyPermissions(await context.viewer.current());
}

const userOrNull = (context: GatewayContext, id: number | null) =>
  id === null || id === undefined ? null : context.loaders.userById.load(id);

const company: CompanyResolvers = {
  id: (c) => c.id,
  name: (c) => c.name,
  tradeName: (c) => (c.trade_name && c.trade_name.trim() !== c.name.trim() ? c.trade_name : null),
  state: (c) => c.state as never,
  previousState: (c) => (c.previous_state ?? null) as never,
  pausedFrom: (c) => c.paused_from,
  pausedUntil: (c) => c.paused_until,
  country: (c) => c.country ?? 'NL',
  postalCode: (c) => c.postal_code,
  houseNumber: (c) => c.house_number,
  street: (c) => c.street,
  city: (c) => c.city,
  municipality: (c) => c.municipality,
  province: (c) => c.province,
  latitude: (c) => c.latitude,
  longitude: (c) => c.longitude,
  chamberOfCommerceNumber: (c) => c.chamber_of_commerce_number,
  kvkHeadOfficeNumber: (c) => c.kvk_hoofdvestiginsnummer,
  website: (c) => c.website,
  email: (c) => c.email,
  phoneNumber: (c) => c.phone_number,
  separateInvoiceData: (c) => c.separate_invoice_data,
  invoiceCompanyName: (c) => c.invoice_company_name,
  invoiceToTheAttentionOf: (c) => c.invoice_to_the_attention_of,
  invoiceAddress: (c) => c.invoice_address,
  isPartner: (c) => c.is_partner,
  isComparison: (c) => c.is_comparison,
  isLeadGenerator: (c) => c.is_lead_generator,
  leadGeneratorType: (c) => c.lead_generator_type,
  isPrepaid: (c) => c.is_prepaid,
  balanceCents: (c) => c.balance,
  lowBalance: (c) => c.low_balance,
  prepaidLeadPayments: (c) => c.prepaid_lead_payments,
  paymentTerms: (c) => c.payment_terms,
  sepaMandateEnabled: (c) => c.sepa_mandate_enabled,
  sepaMandateCreated: (c) => c.sepa_mandate_created,
  hasValidContract: (c) => c.has_valid_contract,
  allowNoCureNoPay: (c) => c.allow_no_cure_no_pay,
  hasOpenDebt: (c) => c.has_open_debt,
  trialAccount: (c) => c.trial_account,
  pipedriveIntegrationEnabled: (c) => c.pipedrive_integration_enabled,
  teamleaderIntegrationEnabled: (c) => c.teamleader_integration_enabled,
  dateOfEstablishment: (c) => c.date_of_establishment,
  verifiedOn: (c) => c.verified_on,
  approved: (c) => c.approved,
  comments: (c) => c.comments,
  prospectSource: (c) => c.prospect_source,
  logoUrl: (c) => fileUrl(c, c.logo),
  listLogoUrl: (c) => fileUrl(c, c.list_logo),
  commercialRegisterExtractUrl: (c) => fileUrl(c, c.commercial_register_extract),
  uploadUrl: (c, { kind }) => `/upload/company/${c.id}/${FILE_PATHS[kind]}`,
  accountManager: (c, _args, context) => userOrNull(context, c.account_manager_id),
  salesperson: (c, _args, context) => userOrNull(context, c.salesperson_id),
  welcomedAt: (c) => c.welcomed_at,
  plazaOnly: (c) => c.plaza_only,
  users: (c) => (c.company_users ?? []).map((link) => ({ companyId: c.id, link })),
  partners: async (c, _args, { loaders }) => {
    const partners = await loaders.companyById.loadMany(c.partner_ids ?? []);
    // Partners the viewer may not see are left out (the batch read drops them).
    return partners.filter((p): p is RestCompany => !!p && !(p instanceof Error));
  },
  sepaMandate: (c, _args, { loaders }) =>
    c.sepa_mandate_created ? loaders.sepaMandate.load(c.id) : null,
  notificationLists: async (c, _args, { rest }) =>
    (await rest.get<RestList<RestNotificationList>>(`/company/${c.id}/notification-list`)).items,
  profile: (c, _args, { rest }) => rest.get<RestCompanyProfile>(`/company/${c.id}/profile`),
  partnerSettings: (c, _args, { rest }) =>
    rest.get<RestPartnerSettings>(`/company/${c.id}/partner`),
  managedCompanies: async (c, _args, { rest, loaders }) => {
    if (!c.is_partner) return [];
    const settings = await rest.get<RestPartnerSettings>(`/company/${c.id}/partner`);
    if (!settings.guid) return [];
    const managed = await rest.get<RestList<RestCompany>>(`/partner/${settings.guid}/company`, {
      itemsPerPage: 500,
    });
    for (const row of managed.items) loaders.companyById.prime(row.id, row);
    return managed.items;
  },
  matchExcludes: async (c, _args, { rest }) =>
    (await rest.get<RestList<RestMatchExclude>>(`/company/${c.id}/match_exclude`)).items,
  events: (c, { page, pageSize }, { rest }) =>
    rest.get<RestList<RestCompanyEvent>>(`/company/${c.id}/events`, {
      page: page ?? undefined,
      itemsPerPage: pageSize ?? undefined,
    }),
  version: (c) => c.version,
  createdAt: (c) => c.created_at,
  updatedAt: (c) => c.updated_at,
  viewerCanEdit: async (c, _args, context) => (await permissions(context)).canEdit(c),
  viewerCanChangeState: async (c, _args, context) =>
    (await permissions(context)).statesToSet(c).length > 0,
  statesViewerMaySet: async (c, _args, context) => (await permissions(context)).statesToSet(c),
  viewerCanChangePaymentTerms: async (_c, _args, context) =>
    (await permissions(context)).canChangePaymentTerms(),
  viewerCanGeneratePasswords: async (_c, _args, context) =>
    (await permissions(context)).canGeneratePasswords(),
  viewerCanDelete: async (c, _args, context) => (await permissions(context)).canDelete(c),
  viewerCanActivate: async (c, _args, context) => (await permissions(context)).canActivate(c),
  activationNeedsMandate: (c) => activationNeedsMandate(c),
};

/** A user the batch read did not return (not visible to the viewer), built from the member list. */
async function memberAsUser(
  context: GatewayContext,
  companyId: number,
  userId: number,
): Promise<RestUser> {
  const members = await context.loaders.companyMembers.load(companyId);
  const member = members.find((m) => m.user_id === userId);
  return {
    id: userId,
    email: member?.email ?? '',
    given_name: member?.given_name ?? '',
    family_name: member?.family_name ?? '',
    gender: member?.gender ?? null,
    enabled: member?.user_enabled ?? true,
    photo: null,
    version: 0,
    // Not in the member list; the User resolvers read these as their defaults anyway.
    opt_out: false,
    internal_partner: false,
    hide_sepa_alert: false,
    roles: [],
  };
}

/** Company and the small types hanging off it. */
export const companyTypeResolvers: Resolvers = {
  Company: company,
  CompanyUser: {
    id: ({ link }) => link.user_id,
    user: async ({ companyId, link }, _args, context) =>
      (await context.loaders.userById.load(link.user_id)) ??
      memberAsUser(context, companyId, link.user_id),
    isMainUser: ({ link }) => link.admin,
    enabled: ({ link }) => link.enabled,
    version: async ({ companyId, link }, _args, { loaders }) => {
      const members = await loaders.companyMembers.load(companyId);
      return members.find((m) => m.user_id === link.user_id)?.version ?? 0;
    },
  },
  NotificationList: {
    id: (l) => l.id,
    company: async (l, _args, { loaders }) => {
      const found = await loaders.companyById.load(l.company_id);
      if (!found) throw new Error(`company ${l.company_id} of notification list ${l.id} not found`);
      return found;
    },
    user: (l, _args, { loaders }) => loaders.userById.load(l.user_id),
    email: (l) => l.email,
    givenName: (l) => l.given_name ?? '',
    familyName: (l) => l.family_name ?? '',
    isMainUser: (l) => l.is_main_user,
    finance: (l) => l.finance,
    leads: (l) => l.leads,
    claims: (l) => l.claims,
    account: (l) => l.account,
    crm: (l) => l.crm,
    newsletter: (l) => l.newsletter,
    waLeads: (l) => l.wa_leads,
    version: (l) => l.version,
  },
  SepaMandate: {
    id: (m) => m.id,
    companyName: (m) => m.company_name,
    address: (m) => m.address,
    city: (m) => m.city,
    chamberOfCommerceNumber: (m) => m.chamber_of_commerce_number,
    iban: (m) => m.iban,
    bic: (m) => m.bic,
    signedBy: (m) => m.signed_by,
    created: (m) => m.created,
    accepted: (m) => m.accepted,
    enabled: (m) => m.enabled,
    version: (m) => m.version,
  },
  CompanyProfile: {
    slug: (p) => p.slug,
    publicUrl: (p) => p.public_url,
    whyUs: (p) => p.why_us ?? [],
    exists: (p) => p.exists,
    version: (p) => p.version,
  },
  CompanyPartnerSettings: {
    guid: (p) => p.guid,
    mustBeVerifiedProducts: (p) => p.must_be_verified_products ?? [],
    utmCampaign: (p) => p.utm_campaign,
    utmMedium: (p) => p.utm_medium,
    utmSource: (p) => p.utm_source,
    sourceDomain: (p) => p.source_domain,
    version: (p) => p.version,
  },
  MatchExclude: {
    matchId: (m) => m.match_id,
    createdAt: (m) => m.created_at,
  },
  CompanyEvent: {
    id: (e) => e.id,
    type: (e) => e.type,
    data: (e) => e.data ?? {},
    createdAt: (e) => e.created_at,
    user: (e) => e.user,
  },
  CompanyEventUser: {
    id: (u) => u.id,
    givenName: (u) => u.given_name ?? '',
    familyName: (u) => u.family_name ?? '',
    fullName: (u) => [u.given_name, u.family_name].filter(Boolean).join(' '),
    email: (u) => u.email,
  },
  AddressCheck: {
    country: (a) => a.country,
    postalCode: (a) => a.postal_code,
    houseNumber: (a) => a.house_number,
    city: (a) => a.city,
    municipality: (a) => a.municipality,
    province: (a) => a.province,
    latitude: (a) => a.latitude,
    longitude: (a) => a.longitude,
  },
  CompanyStateChange: {
    company: (s) => s.company,
    messageKey: (s) => s.message,
  },
  CompanyChange: {
    eventId: ({ event }) => event.id,
    type: ({ event }) => event.type,
    company: ({ company: changed }) => changed,
    deleted: ({ event, company: changed }) => event.type === 'company.deleted' || !changed,
    userId: ({ event }) => event.user_id,
  },
};
