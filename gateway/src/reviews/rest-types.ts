/**
 * The api's answers for reviews, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Review */
export type RestReview = Schemas['Review'];
export type RestReviewList = Schemas['ReviewList'];
/** @mapper ReviewAttachment */
export type RestReviewAttachment = Schemas['ReviewAttachment'];
/** @mapper ReviewLink */
export type RestReviewLink = Schemas['ReviewTokenForm'];
/** @mapper ReviewLinkAttachment */
export type RestReviewLinkAttachment = RestReviewLink['attachments'][number];
/** @mapper ReviewSummary */
export type RestReviewSummary = Schemas['ReviewSummary'];
/** @mapper ReviewableJob */
export type RestReviewableJob = Schemas['ReviewableJob'];
