/**
 * The api's answers for prepaid, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper PrepaidAccount */
export type RestPrepaidAccount = Schemas['PrepaidAccount'];
/** @mapper BalanceEntry */
export type RestBalanceEntry = Schemas['BalanceEntry'];
/** @mapper BalanceEntryList */
export type RestBalanceEntryList = Schemas['BalanceEntryList'];
/** @mapper DepositReceipt */
export type RestDepositReceipt = Schemas['DepositReceipt'];
/** @mapper DepositReceiptList */
export type RestDepositReceiptList = Schemas['DepositReceiptList'];
export type RestBalanceAdjusted = Schemas['BalanceAdjusted'];
