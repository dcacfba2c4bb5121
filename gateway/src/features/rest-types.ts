/**
 * The api's answers for the features area, as REST sends them (snake_case). Aliases of
 * the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper ComparisonFeature */
export type RestFeature = Schemas['Feature'];
export type RestFeatureList = Schemas['FeatureList'];
/** @mapper ComparisonUnmappedFeature */
export type RestUnmappedFeature = Schemas['UnmappedFeature'];
/** @mapper ComparisonUnmappedFeatureList */
export type RestUnmappedFeatureList = Schemas['UnmappedFeatureList'];
/** @mapper ComparisonFeatureMapping */
export type RestFeatureMapping = Schemas['FeatureMapping'];
export type RestSpecWebsite = Schemas['SpecWebsite'];
export type RestSpecWebsiteList = Schemas['SpecWebsiteList'];
export type RestSpecWebsiteDetail = Schemas['SpecWebsiteDetail'];
/**
 * A spec website from the list (no synonyms) or the detail read (its mapped synonyms).
 * @mapper ComparisonSpecWebsite
 */
export type SpecWebsiteSource = RestSpecWebsite | RestSpecWebsiteDetail;
/** @mapper ComparisonSpecSynonym */
export type RestSpecSynonym = Schemas['SpecSynonym'];
/** @mapper ComparisonSpecSynonymList */
export type RestSpecSynonymList = Schemas['SpecSynonymList'];
/** @mapper ComparisonProductMeta */
export type RestProductMeta = Schemas['ProductMeta'];
/** @mapper ComparisonMetaSampleProduct */
export type RestMetaSampleProduct = Schemas['MetaSampleProduct'];
