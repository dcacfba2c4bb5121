/**
 * The api's answers for comparison reviews, as REST sends them (snake_case). Aliases
 * of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper ComparisonReview */
export type RestComparisonReview = Schemas['ComparisonReview'];
export type RestComparisonReviewList = Schemas['ComparisonReviewList'];
export type RestComparisonReviewsAwaiting = Schemas['ComparisonReviewsAwaiting'];
export type RestComparisonReviewApproval = Schemas['ComparisonReviewApproval'];
