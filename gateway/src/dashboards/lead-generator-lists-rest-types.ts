/**
 * The api's answers for the lead managers' home lists of
 * schema/dashboards-lead-generator-lists.graphql, as REST sends them (snake_case).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestCertificationReviewRequest = Schemas['CertificationReviewRequest'];
export type RestCertificationReviewRequestPage = Schemas['CertificationReviewRequestPage'];
export type RestRecentPlazaPurchase = Schemas['RecentPlazaPurchase'];
export type RestRecentPlazaPurchasePage = Schemas['RecentPlazaPurchasePage'];
export type RestBrokenLink = Schemas['BrokenLink'];
export type RestBrokenLinkPage = Schemas['BrokenLinkPage'];
