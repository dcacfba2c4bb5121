import { accountsResolvers } from './accounts/resolvers';
import { createAccountLoaders } from './accounts/loaders';
import { userFileRoutes } from './accounts/user-file-routes';
import { createCmsLoaders } from './cms/loaders';
import { cmsResolvers } from './cms/resolvers';
import { cmsRevisionResolvers } from './cms/revision-resolvers';
import { cmsDeliveryRoutes } from './cms/delivery-routes';
import { cmsFileRoutes } from './cms/file-routes';
import { cmsLinkResolvers } from './cms/link-resolvers';
import { cmsClickoutResolvers } from './cms/clickout-resolvers';
import { cmsProductResolvers } from './cms/product-resolvers';
import { cmsComparisonProductResolvers } from './cms/comparison-product-resolvers';
import { cmsRedirectionResolvers } from './cms/redirection-resolvers';
import { affiliateFileRoutes } from './affiliates/file-routes';
import { affiliatesResolvers } from './affiliates/resolvers';
import { cmsUploadResolvers } from './cms/upload-resolvers';
import { companiesResolvers } from './companies/resolvers';
import { createCompanyLoaders } from './companies/loaders';
import { companyFileRoutes } from './companies/file-routes';
import { eventsResolvers } from './events/resolvers';
import { leadFileRoutes } from './leads/file-routes';
import { leadsResolvers } from './leads/resolvers';
import { createProductLoaders } from './products/loaders';
import { productsResolvers } from './products/resolvers';
import { plazaResolvers } from './plaza/resolvers';
import { dealsResolvers } from './deals/resolvers';
import { prepaidResolvers } from './prepaid/resolvers';
import { invoicesResolvers } from './invoices/resolvers';
import { paymentsResolvers } from './payments/resolvers';
import { faqResolvers } from './faq/resolvers';
import { certificationsResolvers } from './certifications/resolvers';
import { certificationFileRoutes } from './certifications/file-routes';
import { tagsResolvers } from './tags/resolvers';
import { featuresResolvers } from './features/resolvers';
import { menusResolvers } from './menus/resolvers';
import { menuDeliveryRoutes } from './menus/delivery-routes';
import { widgetFileRoutes } from './widgets/file-routes';
import { widgetsResolvers } from './widgets/resolvers';
import { filtersResolvers } from './filters/resolvers';
import { chatFileRoutes } from './chat/file-routes';
import { chatResolvers } from './chat/resolvers';
import { reviewFileRoutes } from './reviews/file-routes';
import { reviewsResolvers } from './reviews/resolvers';
import { claimFileRoutes } from './claims/file-routes';
import { comparisonFileRoutes } from './comparison/file-routes';
import { comparisonResolvers } from './comparison/resolvers';
import { comparisonClickoutResolvers } from './comparison/clickout-resolvers';
import { invoiceFileRoutes } from './invoices/file-routes';
import { prepaidFileRoutes } from './prepaid/file-routes';
import { paymentRoutes } from './payments/checkout-routes';
import { claimsResolvers } from './claims/resolvers';
import { comparisonReviewsResolvers } from './comparison-reviews/resolvers';
import { comparisonReviewPublicRoutes } from './comparison-reviews/public-routes';
import { feedsResolvers } from './feeds/resolvers';
import { dashboardsResolvers } from './dashboards/resolvers';
import { partnerDashboardResolvers } from './dashboards/partner-dashboard';
import { companyStatsResolvers } from './dashboards/company-stats';
import { leadGeneratorHomeResolvers } from './dashboards/lead-generator-resolvers';
import { partnerOverviewResolvers } from './dashboards/partner-overview';
import { coverageOverviewResolvers } from './dashboards/coverage-overview';
import { customerClicksFileRoutes, customerClicksResolvers } from './comparison/customer-clicks';
import { marketingResolvers } from './marketing/resolvers';
import { adGeneratorResolvers } from './marketing/ad-generator-resolvers';
import { adGeneratorFileRoutes } from './marketing/ad-generator-file-routes';
import { leadGeneratorLiveResolvers } from './dashboards/lead-generator-live';
import { leadGeneratorListsResolvers } from './dashboards/lead-generator-lists-resolvers';
import { leadGeneratorWorkResolvers } from './dashboards/lead-generator-work-resolvers';
import { perfectViewResolvers } from './dashboards/perfect-view-resolvers';
import type { Resolvers } from './generated/resolvers';
import type { EveryFieldResolved } from './schema/complete-resolvers';
import type { RestClient } from './rest/rest-client';
import type { RestPool } from './rest/rest-pool';
import { scalarResolvers } from './schema/scalars';
import type { FastifyInstance } from 'fastify';

/**
 * The business areas of the gateway. Adding an area: write schema/<area>.graphql,
 * then add its resolvers and its loaders below (its SDL is picked up by itself).
 */
export const areaResolvers = [
  scalarResolvers,
  ...accountsResolvers,
  ...eventsResolvers,
  ...companiesResolvers,
  productsResolvers,
  ...leadsResolvers,
  plazaResolvers,
  dealsResolvers,
  prepaidResolvers,
  invoicesResolvers,
  paymentsResolvers,
  faqResolvers,
  certificationsResolvers,
  tagsResolvers,
  menusResolvers,
  chatResolvers,
  reviewsResolvers,
  claimsResolvers,
  cmsResolvers,
  cmsRevisionResolvers,
  cmsUploadResolvers,
  cmsLinkResolvers,
  cmsRedirectionResolvers,
  cmsClickoutResolvers,
  cmsProductResolvers,
  cmsComparisonProductResolvers,
  affiliatesResolvers,
  widgetsResolvers,
  comparisonResolvers,
  comparisonClickoutResolvers,
  featuresResolvers,
  filtersResolvers,
  comparisonReviewsResolvers,
  feedsResolvers,
  dashboardsResolvers,
  partnerDashboardResolvers,
  leadGeneratorHomeResolvers,
  partnerOverviewResolvers,
  coverageOverviewResolvers,
  customerClicksResolvers,
  companyStatsResolvers,
  marketingResolvers,
  adGeneratorResolvers,
  leadGeneratorWorkResolvers,
  perfectViewResolvers,
  leadGeneratorListsResolvers,
  leadGeneratorLiveResolvers,
] as const satisfies readonly Resolvers[];

/**
 * A type error naming each field of a mapped type (codegen.ts `mappers`) whose REST
 * shape has no property of that name and no area gives a resolver, e.g.
 * `'true' is not assignable to '"Company.postalCode"'`: such a field would answer null.
 */
export const everyFieldResolved: EveryFieldResolved<typeof areaResolvers> = true;

/**
 * Every area's DataLoaders, built fresh for each GraphQL request (under a microsecond).
 * Object.assign, not object spread: spreading objects that hold class instances takes
 * V8's slow path, about ten microseconds a request here.
 */
export function createLoaders(rest: RestClient) {
  return Object.assign(
    createAccountLoaders(rest),
    createCompanyLoaders(rest),
    createProductLoaders(rest),
    createCmsLoaders(rest),
  );
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Plain HTTP routes of the areas (downloads, uploads), registered beside /graphql. */
export const areaHttpRoutes: ((app: FastifyInstance, rest: RestPool) => Promise<void>)[] = [
  companyFileRoutes,
  userFileRoutes,
  leadFileRoutes,
  chatFileRoutes,
  claimFileRoutes,
  invoiceFileRoutes,
  prepaidFileRoutes,
  paymentRoutes,
  cmsFileRoutes,
  cmsDeliveryRoutes,
  menuDeliveryRoutes,
  affiliateFileRoutes,
  reviewFileRoutes,
  certificationFileRoutes,
  widgetFileRoutes,
  comparisonFileRoutes,
  comparisonReviewPublicRoutes,
  customerClicksFileRoutes,
  adGeneratorFileRoutes,
];
