/**
 * The api's answers for the plaza, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper PlazaOffer */
export type RestPlazaOffer = Schemas['PlazaOffer'];
/** @mapper PlazaSearchResult */
export type RestPlazaSearchAnswer = Schemas['PlazaSearchAnswer'];
/** @mapper PlazaCountryCount */
export type RestPlazaCountryCount = RestPlazaSearchAnswer['aggregations']['country'][number];
/** @mapper PlazaAreaCount */
export type RestPlazaAreaCount = RestPlazaCountryCount['postal_codes'][number];
/** @mapper PlazaProductCount */
export type RestPlazaProductCount = RestPlazaSearchAnswer['aggregations']['products'][number];
/** @mapper PlazaChoiceCount */
export type RestPlazaChoiceCount = RestPlazaProductCount['choices'][number];
/** @mapper PlazaProvince */
export type RestPlazaProvince = Schemas['PlazaProvince'];
/** @mapper PlazaMunicipality */
export type RestPlazaMunicipality = RestPlazaProvince['municipalities'][number];
/** @mapper PlazaPlaceChoice */
export type RestPlazaChoice = Schemas['PlazaChoice'];
/** @mapper PlazaPurchaseDetails */
export type RestPlazaPurchaseDetails = Schemas['PlazaPurchaseDetails'];
export type RestPlazaPurchase = Schemas['PlazaPurchase'];
/** @mapper PlazaSavedSearch */
export type RestPlazaSavedSearch = Schemas['PlazaSavedSearch'];

/**
 * The latest purchase as the api answers it (no payment or balance known).
 * @mapper PlazaPurchase
 */
export interface PlazaPurchaseSource {
  assigned_lead_id: number;
  lead_id: number;
  price_cents: number;
  payment?: RestPlazaPurchase['payment'] | null;
  balance_cents?: number | null;
  created_at: string;
}
