/**
 * The api's marketing answers as REST sends them (snake_case): aliases of the types
 * generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper MarketingStats */
export type RestMarketingStats = Schemas['MarketingStats'];
/** @mapper MarketingStatsRow */
export type RestMarketingStatsRow = Schemas['MarketingStatsRow'];
/** @mapper MarketingFigures */
export type RestMarketingFigures = Schemas['MarketingFigures'];
/** @mapper Campaign */
export type RestCampaign = Schemas['Campaign'];
/** @mapper CampaignList */
export type RestCampaignList = Schemas['CampaignList'];
