/** The api's answers for companies, as REST sends them (snake_case). */

/** A user's link to a company, as carried on each company row. */
export interface RestCompanyUserLink {
  user_id: number;
  admin: boolean;
  enabled: boolean;
}

/** GET /company/{id}, the rows of GET /company and GET /company?ids=. */
export interface RestCompany {
  id: number;
  name: string;
  trade_name: string | null;
  state: string;
  previous_state: string | null;
  paused_from: string | null;
  paused_until: string | null;
  country: string;
  postal_code: string | null;
  house_number: string | null;
  street: string | null;
  city: string | null;
  municipality: string | null;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
  chamber_of_commerce_number: string | null;
  kvk_hoofdvestiginsnummer: string | null;
  website: string | null;
  email: string | null;
  phone_number: string | null;
  separate_invoice_data: boolean;
  invoice_company_name: string | null;
  invoice_to_the_attention_of: string | null;
  invoice_address: string | null;
  is_partner: boolean;
  is_comparison: boolean;
  is_lead_generator: boolean;
  lead_generator_type: 'invoice' | 'ncnp' | 'prepaid';
  is_prepaid: boolean;
  balance: number;
  low_balance: boolean;
  prepaid_lead_payments: boolean;
  payment_terms: number;
  sepa_mandate_enabled: boolean;
  sepa_mandate_created: string | null;
  has_valid_contract: boolean;
  allow_no_cure_no_pay: boolean;
  has_open_debt: boolean;
  trial_account: boolean;
  pipedrive_integration_enabled: boolean;
  teamleader_integration_enabled: boolean;
  date_of_establishment: string | null;
  verified_on: string | null;
  approved: boolean;
  comments: string | null;
  /** The api's own read-back path of the file, or null. */
  logo: string | null;
  list_logo: string | null;
  commercial_register_extract: string | null;
  account_manager_id: number | null;
  salesperson_id: number | null;
  prospect_source: string | null;
  welcomed_at: string | null;
  plaza_only: boolean;
  company_users: RestCompanyUserLink[];
  /** Partner companies that manage this company. */
  partner_ids: number[];
  version: number;
  created_at: string | null;
  updated_at: string | null;
}

/** GET /company/{id}/user: a company user with the link's version. */
export interface RestCompanyMember {
  user_id: number;
  company_id: number;
  email: string;
  given_name: string;
  family_name: string;
  gender: string | null;
  admin: boolean;
  enabled: boolean;
  user_enabled: boolean;
  version: number;
}

export interface RestList<T> {
  items: T[];
  total: number;
}

export interface RestNotificationList {
  id: number;
  company_id: number;
  user_id: number;
  email: string;
  given_name: string;
  family_name: string;
  is_main_user: boolean;
  finance: boolean;
  leads: boolean;
  claims: boolean;
  account: boolean;
  crm: boolean;
  newsletter: boolean;
  wa_leads: boolean;
  version: number;
}

export interface RestSepaMandate {
  id: number;
  company_id: number;
  company_name: string;
  address: string | null;
  city: string | null;
  chamber_of_commerce_number: string | null;
  iban: string;
  bic: string | null;
  signed_by: string | null;
  created: string;
  accepted: boolean;
  enabled: boolean;
  version: number;
}

export interface RestCompanyProfile {
  company_id: number;
  slug: string;
  public_url: string;
  why_us: string[];
  exists: boolean;
  version: number;
}

export interface RestPartnerSettings {
  company_id: number;
  guid: string | null;
  must_be_verified_products: string[];
  utm_campaign: string | null;
  utm_medium: string | null;
  utm_source: string | null;
  source_domain: string | null;
  version: number;
}

export interface RestMatchExclude {
  match_id: number;
  created_at: string;
}

export interface RestCompanyEventUser {
  id: number;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
}

export interface RestCompanyEvent {
  id: number;
  type: string;
  data: Record<string, unknown> | null;
  created_at: string;
  user: RestCompanyEventUser | null;
}

export interface RestCheckedAddress {
  country: string;
  postal_code: string;
  house_number: string;
  city: string;
  municipality: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** POST /company/{id}/state/{state} and the activation answer. */
export interface RestStateChange {
  company: RestCompany;
  message: string;
}
