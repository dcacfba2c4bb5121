/**
 * The api's answers for payments, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper PaymentCheckout */
export type RestPaymentCheckout = Schemas['PaymentCheckout'];
/** @mapper OpenDeposit */
export type RestOpenDeposit = Schemas['OpenDeposit'];
/** @mapper AutoTopUp */
export type RestAutoTopUp = Schemas['AutoTopUp'];
