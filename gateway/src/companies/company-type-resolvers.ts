import { snakeFields } from '../rest/snake-fields';
import type { RestUser } from '../accounts/rest-types';
import type { GatewayContext } from '../context';
import type { CompanyResolvers, Resolvers } from '../generated/resolvers';
import { activationNeedsMandate, CompanyPermissions } from './company-permissions';
import type {
  RestSepaMandate,
  RestCheckedAddress,
  RestCompany,
  RestCompanyEvent,
  RestCompanyProfile,
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

const company = {
  ...snakeFields<RestCompany>()(
    'paused_from',
    'paused_until',
    'postal_code',
    'house_number',
    'chamber_of_commerce_number',
    'phone_number',
    'separate_invoice_data',
    'invoice_company_name',
    'invoice_to_the_attention_of',
    'invoice_address',
    'is_partner',
    'is_comparison',
    'is_lead_generator',
    'lead_generator_type',
    'is_prepaid',
    'low_balance',
    'prepaid_lead_payments',
    'payment_terms',
    'sepa_mandate_enabled',
    'sepa_mandate_created',
    'has_valid_contract',
    'allow_no_cure_no_pay',
    'has_open_debt',
    'trial_account',
    'pipedrive_integration_enabled',
    'teamleader_integration_enabled',
    'date_of_establishment',
    'verified_on',
    'prospect_source',
    'welcomed_at',
    'plaza_only',
    'created_at',
    'updated_at',
  ),
  id: (c) => c.id,
  name: (c) => c.name,
  tradeName: (c) => (c.trade_name && c.trade_name.trim() !== c.name.trim() ? c.trade_name : null),
  state: (c) => c.state as never,
  previousState: (c) => (c.previous_state ?? null) as never,
  country: (c) => c.country ?? 'NL',
  street: (c) => c.street,
  city: (c) => c.city,
  municipality: (c) => c.municipality,
  province: (c) => c.province,
  latitude: (c) => c.latitude,
  longitude: (c) => c.longitude,
  kvkHeadOfficeNumber: (c) => c.kvk_hoofdvestiginsnummer,
  website: (c) => c.website,
  email: (c) => c.email,
  balanceCents: (c) => c.balance,
  approved: (c) => c.approved,
  comments: (c) => c.comments,
  logoUrl: (c) => fileUrl(c, c.logo),
  listLogoUrl: (c) => fileUrl(c, c.list_logo),
  commercialRegisterExtractUrl: (c) => fileUrl(c, c.commercial_register_extract),
  uploadUrl: (c, { kind }) => `/upload/company/${c.id}/${FILE_PATHS[kind]}`,
  accountManager: (c, _args, context) => userOrNull(context, c.account_manager_id),
  salesperson: (c, _args, context) => userOrNull(context, c.salesperson_id),
  users: (c) => (c.company_users ?? []).map((link) => ({ companyId: c.id, link })),
  partners: async (c, _args, { loaders }) => {
    const partners = await loaders.companyById.loadMany(c.partner_ids ?? []);
    // Partners the viewer may not see are left out (the batch read drops them).
    return partners.filter((p): p is RestCompany => !!p && !(p instanceof Error));
  },
  sepaMandate: (c, _args, { loaders }) =>
    c.sepa_mandate_created ? loaders.sepaMandate.load(c.id) : null,
  notificationLists: async (c, _args, { rest }) =>
    (await rest.typed.get(`/company/${c.id}/notification-list`)).items,
  profile: (c, _args, { rest }) => rest.typed.get(`/company/${c.id}/profile`),
  partnerSettings: (c, _args, { rest }) => rest.typed.get(`/company/${c.id}/partner`),
  managedCompanies: async (c, _args, { rest, loaders }) => {
    if (!c.is_partner) return [];
    const settings = await rest.typed.get(`/company/${c.id}/partner`);
    if (!settings.guid) return [];
    const managed = await rest.typed.get(`/partner/${settings.guid}/company`, {
      itemsPerPage: 500,
    });
    for (const row of managed.items) loaders.companyById.prime(row.id, row);
    return managed.items;
  },
  matchExcludes: async (c, _args, { rest }) =>
    (await rest.typed.get(`/company/${c.id}/match_exclude`)).items,
  events: (c, { page, pageSize }, { rest }) =>
    rest.typed.get(`/company/${c.id}/events`, {
      page: page ?? undefined,
      itemsPerPage: pageSize ?? undefined,
    }),
  version: (c) => c.version,
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
} satisfies CompanyResolvers;

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
export const companyTypeResolvers = {
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
    ...snakeFields<RestNotificationList>()('is_main_user', 'wa_leads'),
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
    finance: (l) => l.finance,
    leads: (l) => l.leads,
    claims: (l) => l.claims,
    account: (l) => l.account,
    crm: (l) => l.crm,
    newsletter: (l) => l.newsletter,
    version: (l) => l.version,
  },
  SepaMandate: {
    ...snakeFields<RestSepaMandate>()('company_name', 'chamber_of_commerce_number', 'signed_by'),
    id: (m) => m.id,
    address: (m) => m.address,
    city: (m) => m.city,
    iban: (m) => m.iban,
    bic: (m) => m.bic,
    created: (m) => m.created,
    accepted: (m) => m.accepted,
    enabled: (m) => m.enabled,
    version: (m) => m.version,
  },
  CompanyProfile: {
    ...snakeFields<RestCompanyProfile>()('public_url'),
    slug: (p) => p.slug,
    whyUs: (p) => p.why_us ?? [],
    exists: (p) => p.exists,
    version: (p) => p.version,
  },
  CompanyPartnerSettings: {
    ...snakeFields<RestPartnerSettings>()(
      'utm_campaign',
      'utm_medium',
      'utm_source',
      'source_domain',
    ),
    guid: (p) => p.guid,
    mustBeVerifiedProducts: (p) => p.must_be_verified_products ?? [],
    version: (p) => p.version,
  },
  MatchExclude: {
    ...snakeFields<RestMatchExclude>()('match_id', 'created_at'),
  },
  CompanyEvent: {
    ...snakeFields<RestCompanyEvent>()('created_at'),
    id: (e) => e.id,
    type: (e) => e.type,
    data: (e) => e.data ?? {},
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
    ...snakeFields<RestCheckedAddress>()('postal_code', 'house_number'),
    country: (a) => a.country,
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
} satisfies Resolvers;
