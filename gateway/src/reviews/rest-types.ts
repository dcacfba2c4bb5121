/**
 * The api's answers for reviews, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestReview = Schemas['Review'];
export type RestReviewList = Schemas['ReviewList'];
export type RestReviewAttachment = Schemas['ReviewAttachment'];
export type RestReviewLink = Schemas['ReviewTokenForm'];
export type RestReviewLinkAttachment = RestReviewLink['attachments'][number];
export type RestReviewSummary = Schemas['ReviewSummary'];
export type RestReviewableJob = Schemas['ReviewableJob'];
