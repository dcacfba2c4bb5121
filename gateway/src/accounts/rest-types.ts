/** The api's answers for accounts, as REST sends them (snake_case). */

export interface RestRole {
  id: number;
  name: string;
}

export interface RestUser {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  gender: string | null;
  enabled: boolean;
  opt_out?: boolean;
  photo: string | null;
  internal_partner?: boolean;
  hide_sepa_alert?: boolean;
  version: number;
  roles?: RestRole[];
}

/** GET /user/{email}: the prefill fields of an existing account. */
export interface RestUserLookup {
  email: string;
  given_name: string;
  family_name: string;
  gender: string | null;
}

/** A company of the current user (GET /user/current). */
export interface RestCompanySummary {
  id: number;
  name: string;
  state: string | null;
  admin: boolean;
  is_partner: boolean;
  trial_account: boolean;
  is_prepaid: boolean;
  /** Prepaid balance in cents. */
  balance: number;
}

export interface RestCurrentUser extends RestUser {
  companies: RestCompanySummary[];
}

export function roleNames(user: Pick<RestUser, 'roles'>): string[] {
  return (user.roles ?? []).map((role) => role.name);
}
