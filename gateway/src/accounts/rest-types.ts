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
  /** Full users carry `{ id, name }`; the employee list answers plain names. */
  roles?: (RestRole | string)[];
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
  return (user.roles ?? []).map((role) => (typeof role === 'string' ? role : role.name));
}

/** POST /user/{id}: the saved user and the message to show. */
export interface RestUserSave {
  message: string;
  user: RestUser;
}

/** Where the browser reads a user's photo: the gateway's file route (the version busts caches). */
export function photoUrlOf(user: Pick<RestUser, 'id' | 'photo' | 'version'>): string | null {
  return user.photo ? `/files/user/${user.id}/photo?v=${user.version}` : null;
}
