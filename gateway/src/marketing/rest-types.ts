/**
 * The api's marketing answers as REST sends them (snake_case): aliases of the types
 * generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestMarketingStats = Schemas['MarketingStats'];
export type RestMarketingStatsRow = Schemas['MarketingStatsRow'];
export type RestMarketingFigures = Schemas['MarketingFigures'];
export type RestCampaign = Schemas['Campaign'];
export type RestCampaignList = Schemas['CampaignList'];
