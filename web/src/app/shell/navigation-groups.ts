import { hasAccess } from '#domain/accounts/access';
import { findRoute } from '#domain/routing/routes';

export interface NavigationItem {
  path: string;
  titleKey: string;
}

export interface NavigationGroup {
  /** i18n key in the common namespace. */
  labelKey: string;
  /** Staff groups fold open and closed; portal groups are plain lists. */
  collapsible: boolean;
  items: NavigationItem[];
}

const STAFF_ROLES = [
  'ROLE_LEAD_USER',
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ACCOUNT_MANAGER',
  'ROLE_LEAD_SALES',
  'ROLE_LEAD_FINANCE',
  'ROLE_LEAD_CLAIMS',
  'ROLE_LEAD_ADMIN',
  'ROLE_CMS_USER',
  'ROLE_CMS_EMPLOYEE',
  'ROLE_COMPARISON_USER',
];

const STAFF_GROUPS: Array<[string, string[]]> = [
  [
    'nav.leads',
    [
      '/lead-generator/dashboard',
      '/lead-generator/metrics',
      '/lead-generator/lead',
      '/lead-generator/lead_on_hold',
      '/lead-generator/lead_with_potential',
      '/lead-generator/plaza',
      '/lead-generator/claim',
      '/lead-generator/review',
      '/lead-generator/campaigns',
      '/marketing-overview',
      '/coverage-overview',
      '/claim-overview',
      '/claim-feedback-overview',
      '/faq',
    ],
  ],
  [
    'nav.companies',
    [
      '/company',
      '/company/new',
      '/lead-generator/partner/company',
      '/lead-generator/partner/product',
      '/user-roles',
    ],
  ],
  ['nav.invoices', ['/invoice']],
  [
    'nav.cms',
    [
      '/page',
      '/domain',
      '/menu',
      '/product-menu',
      '/widget',
      '/tag',
      '/term',
      '/redirection',
      '/quality-mark',
      '/certification',
      '/affiliate-company',
      '/affiliate-table',
      '/cms-product',
      '/clickouts',
      '/image',
      '/partner-overview',
    ],
  ],
  [
    'nav.comparison',
    [
      '/comparison/product-feed',
      '/comparison/brand',
      '/comparison/company',
      '/comparison/core-product',
      '/feature',
      '/feature-mapping',
      '/filter',
      '/meta',
      '/commission_scales',
      '/comparison/review',
      '/comparison/spec-website',
      '/comparison/click-outs',
    ],
  ],
];

const CUSTOMER_ITEMS = [
  '/customer/dashboard',
  '/lead-generator/plaza',
  '/customer/lead',
  '/customer/claim',
  '/customer/product',
  '/customer/company',
  '/customer/prepaid',
  '/customer/invoice',
  '/customer/reviews',
  '/customer/clicks',
  '/consumer/conversations',
  '/customer/faq',
];

const PARTNER_ITEMS = [
  '/partner/dashboard',
  '/partner/lead',
  '/partner/lead-add',
  '/partner/company',
  '/partner/company-add',
  '/partner/company/product',
  '/partner/invoice',
  '/partner/embed',
  '/partner/style',
  '/partner/api-doc',
  '/customer/company',
  '/customer/contact',
  '/partner/faq',
];

const CONSUMER_ITEMS = [
  '/consumer/dashboard',
  '/consumer/quotations',
  '/consumer/conversations',
  '/consumer/products',
  '/consumer/beoordelingen/schrijf-een-beoordeling',
  '/consumer/contact',
];

function allowedItems(roles: readonly string[], paths: string[]): NavigationItem[] {
  const items: NavigationItem[] = [];
  for (const path of paths) {
    const route = findRoute(path);
    if (route && hasAccess(roles, route.permission)) items.push({ path, titleKey: route.titleKey });
  }
  return items;
}

/**
 * The navigation a user sees: staff groups for staff roles, and the portal of
 * the side they work on (customer, partner, consumer). Only screens the
 * user may open are listed.
 */
export function navigationGroups(
  roles: readonly string[],
  currentRole: string | null,
): NavigationGroup[] {
  const groups: NavigationGroup[] = [];
  if (roles.some((role) => STAFF_ROLES.includes(role))) {
    for (const [labelKey, paths] of STAFF_GROUPS)
      groups.push({ labelKey, collapsible: true, items: allowedItems(roles, paths) });
  }
  if (roles.includes('ROLE_LEAD_PARTNER') || roles.includes('ROLE_LEAD_CLAIM_PARTNER')) {
    groups.push({
      labelKey: 'nav.partner',
      collapsible: false,
      items: allowedItems(roles, PARTNER_ITEMS),
    });
  }
  const both = roles.includes('ROLE_LEAD_CUSTOMER') && roles.includes('ROLE_LEAD_CONSUMER');
  if (roles.includes('ROLE_LEAD_CUSTOMER') && (!both || currentRole !== 'ROLE_LEAD_CONSUMER')) {
    groups.push({
      labelKey: 'nav.customer',
      collapsible: false,
      items: allowedItems(roles, CUSTOMER_ITEMS),
    });
  }
  if (roles.includes('ROLE_LEAD_CONSUMER') && (!both || currentRole === 'ROLE_LEAD_CONSUMER')) {
    groups.push({
      labelKey: 'nav.consumer',
      collapsible: false,
      items: allowedItems(roles, CONSUMER_ITEMS),
    });
  }
  return groups.filter((group) => group.items.length > 0);
}
