/**
 * The api's answers for FAQs, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper FaqItem */
export type RestFaqItem = Schemas['FaqItem'];
export type RestFaqList = Schemas['FaqList'];
