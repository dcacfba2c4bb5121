/**
 * The api's answers for the plaza, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestPlazaOffer = Schemas['PlazaOffer'];
export type RestPlazaSearchAnswer = Schemas['PlazaSearchAnswer'];
export type RestPlazaCountryCount = RestPlazaSearchAnswer['aggregations']['country'][number];
export type RestPlazaAreaCount = RestPlazaCountryCount['postal_codes'][number];
export type RestPlazaProductCount = RestPlazaSearchAnswer['aggregations']['products'][number];
export type RestPlazaChoiceCount = RestPlazaProductCount['choices'][number];
export type RestPlazaProvince = Schemas['PlazaProvince'];
export type RestPlazaMunicipality = RestPlazaProvince['municipalities'][number];
export type RestPlazaChoice = Schemas['PlazaChoice'];
export type RestPlazaPurchaseDetails = Schemas['PlazaPurchaseDetails'];
export type RestPlazaPurchase = Schemas['PlazaPurchase'];
export type RestPlazaSavedSearch = Schemas['PlazaSavedSearch'];

/** The latest purchase as the api answers it (no payment or balance known). */
export interface PlazaPurchaseSource {
  assigned_lead_id: number;
  lead_id: number;
  price_cents: number;
  payment?: RestPlazaPurchase['payment'] | null;
  balance_cents?: number | null;
  created_at: string;
}
