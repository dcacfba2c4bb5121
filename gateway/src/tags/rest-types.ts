/**
 * The api's answers for tags, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Tag */
export type RestTag = Schemas['Tag'];
export type RestTagList = Schemas['TagList'];
export type RestTagSuggestionList = Schemas['TagSuggestionList'];
