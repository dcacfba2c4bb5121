/**
 * The api's answers for menus, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper CmsMenuItem */
export type RestMenuItem = Schemas['MenuItem'];
export type RestMenuItemList = Schemas['MenuItemList'];
export type RestMenuItemDeleted = Schemas['MenuItemDeleted'];
