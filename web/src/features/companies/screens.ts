import { createElement } from 'react';
import type { ScreenMap } from '../../lib/screen-map';
import { CompanyCreateView } from './views/company-create-view';
import { CompanyDetailView } from './views/company-detail-view';
import { CompanyEditView } from './views/company-edit-view';
import { CompanyListView } from './views/company-list-view';
import { CompanyPartnerView } from './views/company-partner-view';
import { CompanyProfileView } from './views/company-profile-view';
import { CompanyUserNewView } from './views/company-user-new-view';
import { CustomerCompanyView } from './views/customer-company-view';
import { ExcludeMatchView } from './views/exclude-match-view';
import { NotificationListView } from './views/notification-list-view';

const StaffCompanyEdit = () => createElement(CompanyEditView, { audience: 'staff' });
const CustomerCompanyEdit = () => createElement(CompanyEditView, { audience: 'customer' });
const StaffNotificationList = () => createElement(NotificationListView, { audience: 'staff' });
const CustomerNotificationList = () =>
  createElement(NotificationListView, { audience: 'customer' });
const StaffProfile = () => createElement(CompanyProfileView, { audience: 'staff' });
const CustomerProfile = () => createElement(CompanyProfileView, { audience: 'customer' });

export const screens: ScreenMap = {
  '/company': CompanyListView,
  '/company/new': CompanyCreateView,
  '/company/:companyId': CompanyDetailView,
  '/company/:companyId/edit': StaffCompanyEdit,
  '/company/:companyId/partner': CompanyPartnerView,
  '/company/:companyId/exclude-match': ExcludeMatchView,
  '/company/:companyId/profile': StaffProfile,
  '/company/:companyId/user/new': CompanyUserNewView,
  '/company/:companyId/notification-list/new': StaffNotificationList,
  '/company/:companyId/notification-list/:notificationListId': StaffNotificationList,
  '/customer/company': CustomerCompanyView,
  '/customer/company/:companyId/edit': CustomerCompanyEdit,
  '/customer/company-profile': CustomerProfile,
  '/customer/company/:companyId/notification-list/new': CustomerNotificationList,
};
