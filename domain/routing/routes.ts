import type { Permission } from '#domain/accounts/access';
import { PARTNER_OVERVIEW } from '#domain/dashboards/overview-rules';

/**
 * One screen of the portal (lead portal and CMS alike).
 * - `path` uses react-router syntax (`:param`, `:param?` for optional segments).
 * - `permission` undefined: any logged-in user (layout 'app') or nobody needs to
 *   be logged in at all (layout 'public').
 * - `layout` 'public': login-style screen, no navigation, reachable without a session.
 * - `area` names the web feature folder that renders the screen.
 * - `titleKey` is the i18n key of the page title.
 */
export interface RouteDefinition {
  path: string;
  permission?: Permission;
  area: string;
  titleKey: string;
  layout: 'public' | 'app';
}

// Permission lists, named after who they admit (checked by hasAccess, domain/accounts/access.ts).
const CMS: Permission = ['ROLE_CMS_USER'];
const COMPARISON: Permission = ['ROLE_COMPARISON_USER'];
const STAFF: Permission = ['ROLE_LEAD_USER'];
const MANAGER: Permission = ['ROLE_LEAD_MANAGER'];
const ADMIN: Permission = ['ROLE_LEAD_ADMIN'];
const MARKETING: Permission = ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
// Our choice: the lead managers' home admits a lead manager without the lead user role, as
// the login sends them there (domain/accounts/home-path.ts).
const LEAD_GENERATOR_HOME: Permission = ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
// Our choice: the metrics screen (leads and revenue over time) for whoever the api gives
// the business's figures to (BUSINESS_METRICS in domain/dashboards/dashboard-rules.ts).
const BUSINESS_METRICS_SCREEN: Permission = ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_FINANCE'];
const PLAZA: Permission = ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_USER'];
const NOT_PARTNER: Permission = ['!ROLE_LEAD_PARTNER'];
// Mixed list: a claim partner is refused even when also holding customer or partner (deny wins).
const CUSTOMER_COMPANY: Permission = [
  'ROLE_LEAD_PARTNER',
  'ROLE_LEAD_CUSTOMER',
  '!ROLE_LEAD_CLAIM_PARTNER',
];
const CUSTOMER: Permission = ['ROLE_LEAD_CUSTOMER'];
const PARTNER: Permission = ['ROLE_LEAD_PARTNER'];
// Our choice: the customer dashboard is also the home partner-users land on after login.
const CUSTOMER_DASHBOARD: Permission = ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_PARTNER'];
// Consumers, staff and claims staff; customers file claims on their assigned leads
// (docs/claims.md), so the customer role is admitted as well.
const NEW_CLAIM: Permission = [
  'ROLE_LEAD_CUSTOMER',
  'ROLE_LEAD_CONSUMER',
  'ROLE_LEAD_USER',
  'ROLE_LEAD_CLAIMS',
];
// Our choice: the claim partner's home is /partner/dashboard, so that page and the claim
// detail admit the claim partner too; the other partner pages stay LEAD_PARTNER only.
const PARTNER_OR_CLAIM_PARTNER: Permission = ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'];
const LEAD_ADD: Permission = ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_USER'];
const CONSUMER: Permission = ['ROLE_LEAD_CONSUMER'];
const CONVERSATIONS: Permission = ['ROLE_LEAD_CONSUMER', 'ROLE_LEAD_CUSTOMER'];

function pub(path: string, area: string, titleKey: string): RouteDefinition {
  return { path, area, titleKey, layout: 'public' };
}

function app(
  path: string,
  permission: Permission | undefined,
  area: string,
  titleKey: string,
): RouteDefinition {
  return permission
    ? { path, permission, area, titleKey, layout: 'app' }
    : { path, area, titleKey, layout: 'app' };
}

export const ROUTES: readonly RouteDefinition[] = [
  // Public and login style
  pub('/login', 'accounts', 'title.login'),
  pub('/password-reset', 'accounts', 'title.password.forgot'),
  pub('/password-reset/first', 'accounts', 'title.password.first'),
  pub('/password-reset/:token', 'accounts', 'title.password.reset'),
  pub('/message/:message', 'shared', 'title.message'),
  pub('/consumer/review/:token', 'reviews', 'title.review.byToken'),
  pub('/consumer/faq', 'faq', 'title.faq.consumer'),
  pub('/bedrijven/aanmelden/bedankt/', 'accounts', 'title.signup.thanks'),
  // The FAQ editor (tabs customer, consumer, partner) is a staff screen.
  app('/faq', STAFF, 'faq', 'title.faq.editor'),

  // User
  app('/user/current', undefined, 'accounts', 'title.user.current'),
  app('/user/:userId', STAFF, 'accounts', 'title.user.detail'),
  app('/user-roles', MANAGER, 'accounts', 'title.userRoles.overview'),
  app('/user-roles/new', MANAGER, 'accounts', 'title.userRoles.new'),
  app('/user-roles/:id', MANAGER, 'accounts', 'title.userRoles.detail'),

  // CMS
  app('/domain', CMS, 'cms', 'title.cms.domain.overview'),
  app('/domain/new', CMS, 'cms', 'title.cms.domain.new'),
  app('/domain/:domainId', CMS, 'cms', 'title.cms.domain.detail'),
  app('/page', CMS, 'cms', 'title.cms.page.overview'),
  app('/page/bulk', CMS, 'cms', 'title.cms.page.bulk'),
  app('/domain/:domainId/page/new', CMS, 'cms', 'title.cms.page.new'),
  app('/domain/:domainId/page/:pageId', CMS, 'cms', 'title.cms.page.detail'),
  app('/widget', CMS, 'widgets', 'title.cms.widget.overview'),
  app('/menu', CMS, 'menus', 'title.cms.menu.overview'),
  app('/domain/:domainId/menu/new/:parentId?', CMS, 'menus', 'title.cms.menu.new'),
  app('/domain/:domainId/menu/:menuItemId', CMS, 'menus', 'title.cms.menu.detail'),
  app('/tag', CMS, 'tags', 'title.cms.tag.overview'),
  app('/tag/:id', CMS, 'tags', 'title.cms.tag.detail'),
  app('/product-menu', CMS, 'menus', 'title.cms.productMenu.overview'),
  app('/domain/:domainId/product-menu/new/:parentId?', CMS, 'menus', 'title.cms.productMenu.new'),
  app('/domain/:domainId/product-menu/:menuItemId', CMS, 'menus', 'title.cms.productMenu.detail'),
  app('/term', CMS, 'cms', 'title.cms.term.overview'),
  app('/term/new', CMS, 'cms', 'title.cms.term.new'),
  app('/term/:id', CMS, 'cms', 'title.cms.term.detail'),
  app('/quality-mark', CMS, 'certifications', 'title.cms.qualityMark.overview'),
  app('/quality-mark/new', CMS, 'certifications', 'title.cms.qualityMark.new'),
  app('/quality-mark/:id', CMS, 'certifications', 'title.cms.qualityMark.detail'),
  app('/certification', CMS, 'certifications', 'title.cms.certification.overview'),
  app('/certification/new', CMS, 'certifications', 'title.cms.certification.new'),
  app('/certification/:id', CMS, 'certifications', 'title.cms.certification.detail'),
  app('/clickouts', CMS, 'cms', 'title.cms.clickouts'),
  app('/affiliate-company', CMS, 'affiliates', 'title.cms.affiliateCompany.overview'),
  app('/affiliate-company/new', CMS, 'affiliates', 'title.cms.affiliateCompany.new'),
  app('/affiliate-company/:id', CMS, 'affiliates', 'title.cms.affiliateCompany.detail'),
  app('/affiliate-table', CMS, 'affiliates', 'title.cms.affiliateTable.overview'),
  app('/affiliate-table/new', CMS, 'affiliates', 'title.cms.affiliateTable.new'),
  app('/affiliate-table/:id', CMS, 'affiliates', 'title.cms.affiliateTable.detail'),
  app('/redirection', CMS, 'cms', 'title.cms.redirection.overview'),
  app('/domain/:domainId/redirection/new', CMS, 'cms', 'title.cms.redirection.new'),
  app('/domain/:domainId/redirection/:redirectionId', CMS, 'cms', 'title.cms.redirection.detail'),
  app('/cms-product', CMS, 'cms', 'title.cms.product.overview'),
  app('/cms-product/new', CMS, 'cms', 'title.cms.product.new'),
  app('/cms-product/:id', CMS, 'cms', 'title.cms.product.detail'),
  app('/image', CMS, 'cms', 'title.cms.image'),
  app(
    '/company/:companyId/certification/new/:userType?',
    CMS,
    'certifications',
    'title.cms.companyCertification.new',
  ),
  app(
    '/company/:companyId/certification/:certificationId/:userType?',
    CMS,
    'certifications',
    'title.cms.companyCertification.detail',
  ),

  // Lead generator
  app('/lead-generator/dashboard', LEAD_GENERATOR_HOME, 'dashboards', 'title.leads.dashboard'),
  app('/lead-generator/metrics', BUSINESS_METRICS_SCREEN, 'dashboards', 'title.leads.metrics'),
  app('/lead-generator/lead', STAFF, 'leads', 'title.leads.overview'),
  app('/lead-generator/lead_on_hold', STAFF, 'leads', 'title.leads.onHold'),
  app('/lead-generator/lead_with_potential', STAFF, 'leads', 'title.leads.withPotential'),
  app('/lead-generator/plaza', PLAZA, 'plaza', 'title.plaza'),
  app('/lead-generator/lead/:leadId', STAFF, 'leads', 'title.leads.detail'),
  app('/lead-generator/claim', STAFF, 'claims', 'title.claims.overview'),
  app('/lead-generator/campaigns', MANAGER, 'leads', 'title.campaigns.overview'),
  app('/lead-generator/campaigns/:id/ad-generator', ADMIN, 'leads', 'title.campaigns.adGenerator'),
  app('/lead-generator/deal/new/company/:companyId', STAFF, 'deals', 'title.deals.new'),
  app('/lead-generator/partner/product', STAFF, 'partner', 'title.partner.staff.products'),
  app('/lead-generator/partner/company', STAFF, 'partner', 'title.partner.staff.companies'),
  app(
    '/lead-generator/partner/company/:companyId/product',
    STAFF,
    'partner',
    'title.partner.staff.companyProducts',
  ),
  app(
    '/lead-generator/ncnp/company/:companyId/product',
    STAFF,
    'companies',
    'title.companies.ncnpProducts',
  ),
  app('/lead-generator/review', STAFF, 'reviews', 'title.reviews.overview'),
  app('/lead-generator/review/:id', STAFF, 'reviews', 'title.reviews.detail'),
  app('/marketing-overview', MARKETING, 'leads', 'title.overview.marketing'),
  // The partner overview is for CMS users; our choice adds lead staff
  // (domain/dashboards/overview-rules.ts).
  app('/partner-overview', PARTNER_OVERVIEW, 'dashboards', 'title.overview.partner'),
  app('/coverage-overview', STAFF, 'dashboards', 'title.overview.coverage'),
  app('/claim-overview', STAFF, 'claims', 'title.overview.claim'),
  app('/claim-feedback-overview', STAFF, 'claims', 'title.overview.claimFeedback'),

  // Company (staff)
  app('/company', STAFF, 'companies', 'title.company.overview'),
  app('/company/new', STAFF, 'companies', 'title.company.new'),
  app('/company/:companyId', STAFF, 'companies', 'title.company.detail'),
  app('/company/:companyId/edit', STAFF, 'companies', 'title.company.edit'),
  app('/company/:companyId/partner', STAFF, 'companies', 'title.company.partner'),
  app('/company/:companyId/exclude-match', STAFF, 'companies', 'title.company.excludeMatch'),
  app('/company/:companyId/profile', STAFF, 'companies', 'title.company.profile'),
  app('/company/:companyId/user/new', STAFF, 'companies', 'title.company.userNew'),
  app(
    '/company/:companyId/notification-list/new',
    STAFF,
    'companies',
    'title.company.notificationList.new',
  ),
  app(
    '/company/:companyId/notification-list/:notificationListId',
    STAFF,
    'companies',
    'title.company.notificationList.detail',
  ),
  app(
    '/company/:companyId/product/:productId/new',
    STAFF,
    'companies',
    'title.company.product.new',
  ),
  app('/company/:companyId/product/:productId', STAFF, 'companies', 'title.company.product.detail'),

  // Invoices (staff)
  app('/invoice', STAFF, 'invoices', 'title.invoice.overview'),
  app('/invoice/:invoiceId', STAFF, 'invoices', 'title.invoice.detail'),
  app('/invoice/unsent/company/:companyId', STAFF, 'invoices', 'title.invoice.unsent'),
  app('/invoice/extra/company/:companyId', STAFF, 'invoices', 'title.invoice.extra'),

  // Customer
  app('/customer/dashboard', CUSTOMER_DASHBOARD, 'dashboards', 'title.customer.dashboard'),
  app('/customer/lead', NOT_PARTNER, 'customer', 'title.customer.lead.overview'),
  app('/customer/lead/:assignedLeadId', NOT_PARTNER, 'customer', 'title.customer.lead.detail'),
  app('/customer/claim', NOT_PARTNER, 'customer', 'title.customer.claim.overview'),
  app('/customer/claim/new', NEW_CLAIM, 'customer', 'title.customer.claim.new'),
  app('/customer/prepaid', NOT_PARTNER, 'customer', 'title.customer.prepaid'),
  app('/customer/product', NOT_PARTNER, 'customer', 'title.customer.product.overview'),
  app('/customer/product/:productId', NOT_PARTNER, 'customer', 'title.customer.product.detail'),
  app('/customer/company', CUSTOMER_COMPANY, 'customer', 'title.customer.company.detail'),
  app(
    '/customer/company/:companyId/edit',
    CUSTOMER_COMPANY,
    'customer',
    'title.customer.company.edit',
  ),
  app('/customer/company-profile', CUSTOMER_COMPANY, 'customer', 'title.customer.company.profile'),
  app(
    '/customer/company/:companyId/notification-list/new',
    CUSTOMER_COMPANY,
    'customer',
    'title.customer.company.notificationListNew',
  ),
  app('/customer/invoice', NOT_PARTNER, 'customer', 'title.customer.invoice'),
  app('/customer/contact', PARTNER, 'customer', 'title.customer.contact'),
  // Our choice: click-outs belong to paying (comparison) customers.
  app('/customer/clicks', CUSTOMER, 'dashboards', 'title.customer.clicks'),
  app('/customer/faq', NOT_PARTNER, 'customer', 'title.customer.faq'),
  app('/customer/reviews', CUSTOMER, 'customer', 'title.customer.review.overview'),
  app('/customer/review/:id', CUSTOMER, 'customer', 'title.customer.review.detail'),

  // Consumer
  app('/consumer/dashboard', CONSUMER, 'consumer', 'title.consumer.dashboard'),
  app('/consumer/contact', CONSUMER, 'consumer', 'title.consumer.contact'),
  app('/consumer/products', CONSUMER, 'consumer', 'title.consumer.products'),
  app(
    '/consumer/beoordelingen/schrijf-een-beoordeling',
    CONSUMER,
    'consumer',
    'title.consumer.writeReview',
  ),
  app('/consumer/conversations', CONVERSATIONS, 'consumer', 'title.consumer.conversations'),
  app(
    '/consumer/reject/registration/quotation/:id',
    CONSUMER,
    'consumer',
    'title.consumer.rejectQuotation',
  ),
  app('/consumer/quotation/:id', CONSUMER, 'consumer', 'title.consumer.quotation.detail'),
  app('/consumer/quotations', CONSUMER, 'consumer', 'title.consumer.quotation.overview'),

  // Partner
  app('/partner/api-doc', PARTNER, 'partner', 'title.partner.apiDoc'),
  app('/partner/style', PARTNER, 'partner', 'title.partner.style.overview'),
  app('/partner/style/:label', PARTNER, 'partner', 'title.partner.style.detail'),
  app('/partner/embed', PARTNER, 'partner', 'title.partner.embed'),
  app('/partner/lead', PARTNER, 'partner', 'title.partner.lead'),
  app('/partner/company-add', PARTNER, 'partner', 'title.partner.companyAdd'),
  app('/partner/company', PARTNER, 'partner', 'title.partner.company'),
  app('/partner/lead-add', LEAD_ADD, 'partner', 'title.partner.leadAdd'),
  app('/partner/company/product', PARTNER, 'partner', 'title.partner.companyProduct'),
  app('/partner/dashboard', PARTNER_OR_CLAIM_PARTNER, 'partner', 'title.partner.dashboard'),
  app('/partner/invoice', PARTNER, 'partner', 'title.partner.invoice.overview'),
  app('/partner/invoice/:id', PARTNER, 'partner', 'title.partner.invoice.detail'),
  app('/partner/claim/:id', PARTNER_OR_CLAIM_PARTNER, 'partner', 'title.partner.claim'),
  app('/partner/faq', PARTNER, 'partner', 'title.partner.faq'),

  // Comparison
  app('/comparison/brand', COMPARISON, 'comparison', 'title.comparison.brand'),
  app('/comparison/company', COMPARISON, 'comparison', 'title.comparison.company'),
  app(
    '/comparison/core-product',
    COMPARISON,
    'comparison',
    'title.comparison.coreProduct.overview',
  ),
  app(
    '/comparison/core-product/:id/product',
    COMPARISON,
    'comparison',
    'title.comparison.coreProduct.products',
  ),
  app(
    '/comparison/core-product/:id/filter',
    COMPARISON,
    'filters',
    'title.comparison.coreProduct.filters',
  ),
  app('/feature', COMPARISON, 'features', 'title.comparison.feature.overview'),
  app('/feature-mapping', COMPARISON, 'features', 'title.comparison.featureMapping'),
  app('/meta', COMPARISON, 'features', 'title.comparison.meta'),
  app('/filter', COMPARISON, 'filters', 'title.comparison.filter.overview'),
  app('/commission_scales', COMPARISON, 'comparison', 'title.comparison.commissionScales'),
  app(
    '/comparison/product/new/:coreProductId',
    COMPARISON,
    'comparison',
    'title.comparison.product.new',
  ),
  app('/comparison/product/:id/specs', COMPARISON, 'comparison', 'title.comparison.product.specs'),
  app(
    '/comparison/product/:id/new/:productId/specs',
    COMPARISON,
    'comparison',
    'title.comparison.product.switchedSpecs',
  ),
  app('/comparison/product/:id/clone', COMPARISON, 'comparison', 'title.comparison.product.clone'),
  app('/images', COMPARISON, 'comparison', 'title.comparison.images'),
  app('/clone', COMPARISON, 'comparison', 'title.comparison.clone'),
  app('/comparison/review', COMPARISON, 'comparison-reviews', 'title.comparison.review.overview'),
  app('/comparison/review/:id', COMPARISON, 'comparison-reviews', 'title.comparison.review.detail'),
  app('/comparison/spec-website', COMPARISON, 'features', 'title.comparison.specWebsite.overview'),
  app('/comparison/spec-website/new', COMPARISON, 'features', 'title.comparison.specWebsite.new'),
  app(
    '/comparison/spec-website/:id',
    COMPARISON,
    'features',
    'title.comparison.specWebsite.detail',
  ),
  app(
    '/comparison/spec-website/:id/synonym-suggestions',
    COMPARISON,
    'features',
    'title.comparison.specWebsite.synonymSuggestions',
  ),
  app('/comparison/filter/:id', COMPARISON, 'filters', 'title.comparison.filter.detail'),
  app('/comparison/feature/:id', COMPARISON, 'features', 'title.comparison.feature.detail'),
  app('/comparison/product-feed', COMPARISON, 'feeds', 'title.comparison.productFeed.overview'),
  app('/comparison/product-feed/new', COMPARISON, 'feeds', 'title.comparison.productFeed.new'),
  app(
    '/comparison/product-feed/new/:companyId',
    COMPARISON,
    'feeds',
    'title.comparison.productFeed.newForCompany',
  ),
  app('/comparison/product-feed/:id', COMPARISON, 'feeds', 'title.comparison.productFeed.detail'),
  app('/comparison/click-outs', COMPARISON, 'comparison', 'title.comparison.clickOuts'),
];

function segments(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

/**
 * How well a route pattern matches the path: null when it does not, otherwise a
 * score where static segments weigh more than parameters (so `/term/new` wins
 * over `/term/:id`, whatever the order of the table).
 */
function matchScore(pattern: string, path: string[]): number | null {
  const parts = segments(pattern);
  let score = 0;
  let index = 0;
  for (const part of parts) {
    const optional = part.startsWith(':') && part.endsWith('?');
    const value = path[index];
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) {
      score += 1;
    } else if (part === value) {
      score += 3;
    } else {
      return null;
    }
    index += 1;
  }
  return index === path.length ? score : null;
}

/** The route definition for a pathname (query and hash ignored), or undefined (the app then goes to /login). */
export function findRoute(pathname: string): RouteDefinition | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  const path = segments(clean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  let best: RouteDefinition | undefined;
  let bestScore = -1;
  for (const route of ROUTES) {
    const score = matchScore(route.path, path);
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}
