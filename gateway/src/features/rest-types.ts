/**
 * The api's answers for the features area, as REST sends them (snake_case). Aliases of
 * the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestFeature = Schemas['Feature'];
export type RestFeatureList = Schemas['FeatureList'];
export type RestUnmappedFeature = Schemas['UnmappedFeature'];
export type RestUnmappedFeatureList = Schemas['UnmappedFeatureList'];
export type RestFeatureMapping = Schemas['FeatureMapping'];
export type RestSpecWebsite = Schemas['SpecWebsite'];
export type RestSpecWebsiteList = Schemas['SpecWebsiteList'];
export type RestSpecWebsiteDetail = Schemas['SpecWebsiteDetail'];
/** A spec website from the list (no synonyms) or the detail read (its mapped synonyms). */
export type SpecWebsiteSource = RestSpecWebsite | RestSpecWebsiteDetail;
export type RestSpecSynonym = Schemas['SpecSynonym'];
export type RestSpecSynonymList = Schemas['SpecSynonymList'];
export type RestProductMeta = Schemas['ProductMeta'];
export type RestMetaSampleProduct = Schemas['MetaSampleProduct'];
