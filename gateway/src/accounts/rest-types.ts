/**
 * The api's answers for accounts, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`), so a
 * change in the api shows up here as a type error instead of a surprise.
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestRole = Schemas['Role'];
/** @mapper User */
export type RestUser = Schemas['User'];
/** GET /user/{email}: the prefill fields of an existing account. */
export type RestUserLookup = Schemas['UserLookup'];
/** A company of the current user (GET /user/current). */
export type RestCompanySummary = Schemas['CompanySummary'];
export type RestCurrentUser = Schemas['CurrentUser'];
/** POST /user/{id}: the saved user and the message to show. */
export type RestUserSave = Schemas['UserSave'];

/** Role names of a user: full users carry `{ id, name }`, the employee list plain names. */
export function roleNames(user: { roles?: (RestRole | string)[] }): string[] {
  return (user.roles ?? []).map((role) => (typeof role === 'string' ? role : role.name));
}

/** Where the browser reads a user's photo: the gateway's file route (the version busts caches). */
export function photoUrlOf(user: Pick<RestUser, 'id' | 'photo' | 'version'>): string | null {
  return user.photo ? `/files/user/${user.id}/photo?v=${user.version}` : null;
}
