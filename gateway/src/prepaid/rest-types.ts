/**
 * The api's answers for prepaid, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestPrepaidAccount = Schemas['PrepaidAccount'];
export type RestBalanceEntry = Schemas['BalanceEntry'];
export type RestBalanceEntryList = Schemas['BalanceEntryList'];
export type RestDepositReceipt = Schemas['DepositReceipt'];
export type RestDepositReceiptList = Schemas['DepositReceiptList'];
export type RestBalanceAdjusted = Schemas['BalanceAdjusted'];
