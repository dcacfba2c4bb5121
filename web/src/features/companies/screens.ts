import { ensureNamespaces } from '../../lib/i18n';
import { createElement, type ComponentType } from 'react';
import { lazyScreen, type ScreenLoader, type ScreenMap } from '../../lib/screen-map';

type Audience = 'staff' | 'customer';
type AudienceView = ComponentType<{ audience: Audience }>;

/** One view serves staff and customers; the route decides which. */
function forAudience(load: () => Promise<AudienceView>, audience: Audience): ScreenLoader {
  return async () => {
    const View = await load();
    return function AudienceScreen() {
      return createElement(View, { audience });
    };
  };
}

const editView = () => import('./views/company-edit-view').then((m) => m.CompanyEditView);
const notificationListView = () =>
  import('./views/notification-list-view').then((m) => m.NotificationListView);
const profileView = () => import('./views/company-profile-view').then((m) => m.CompanyProfileView);

export const screens: ScreenMap = {
  // The figures per company (company stats) bring their texts along.
  '/company': lazyScreen(() =>
    Promise.all([
      import('./views/company-list-view'),
      ensureNamespaces(['company-stats', 'dashboards']),
    ]).then(([m]) => m.CompanyListView),
  ),
  '/company/new': lazyScreen(() =>
    import('./views/company-create-view').then((m) => m.CompanyCreateView),
  ),
  // The deals, invoices, prepaid, feeds and stats parts bring their texts along.
  '/company/:companyId': lazyScreen(() =>
    Promise.all([
      import('./views/company-detail-view'),
      ensureNamespaces(['deals', 'invoices', 'prepaid', 'feeds', 'company-stats', 'dashboards']),
    ]).then(([m]) => m.CompanyDetailView),
  ),
  '/company/:companyId/edit': lazyScreen(forAudience(editView, 'staff')),
  '/company/:companyId/partner': lazyScreen(() =>
    import('./views/company-partner-view').then((m) => m.CompanyPartnerView),
  ),
  '/company/:companyId/exclude-match': lazyScreen(() =>
    import('./views/exclude-match-view').then((m) => m.ExcludeMatchView),
  ),
  '/company/:companyId/profile': lazyScreen(forAudience(profileView, 'staff')),
  '/company/:companyId/user/new': lazyScreen(() =>
    import('./views/company-user-new-view').then((m) => m.CompanyUserNewView),
  ),
  '/company/:companyId/notification-list/new': lazyScreen(
    forAudience(notificationListView, 'staff'),
  ),
  '/company/:companyId/notification-list/:notificationListId': lazyScreen(
    forAudience(notificationListView, 'staff'),
  ),
  '/customer/company': lazyScreen(() =>
    Promise.all([
      import('./views/customer-company-view'),
      ensureNamespaces(['company-stats', 'dashboards']),
    ]).then(([m]) => m.CustomerCompanyView),
  ),
  '/customer/company/:companyId/edit': lazyScreen(forAudience(editView, 'customer')),
  '/customer/company-profile': lazyScreen(forAudience(profileView, 'customer')),
  '/customer/company/:companyId/notification-list/new': lazyScreen(
    forAudience(notificationListView, 'customer'),
  ),
};
