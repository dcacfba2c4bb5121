/**
 * The api's answers for the lead managers' home lists of
 * schema/dashboards-lead-generator-lists.graphql, as REST sends them (snake_case).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper CertificationReviewRequest */
export type RestCertificationReviewRequest = Schemas['CertificationReviewRequest'];
/** @mapper CertificationReviewRequestList */
export type RestCertificationReviewRequestPage = Schemas['CertificationReviewRequestPage'];
/** @mapper RecentPlazaPurchase */
export type RestRecentPlazaPurchase = Schemas['RecentPlazaPurchase'];
/** @mapper RecentPlazaPurchaseList */
export type RestRecentPlazaPurchasePage = Schemas['RecentPlazaPurchasePage'];
/** @mapper BrokenLink */
export type RestBrokenLink = Schemas['BrokenLink'];
/** @mapper BrokenLinkList */
export type RestBrokenLinkPage = Schemas['BrokenLinkPage'];
