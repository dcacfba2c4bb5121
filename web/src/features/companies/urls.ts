/** URL builders of the companies area, so no screen spells a path by hand. */
export const companyUrls = {
  list: (search = '') => (search ? `/company?${search}` : '/company'),
  create: () => '/company/new',
  detail: (id: string | number) => `/company/${id}`,
  edit: (id: string | number) => `/company/${id}/edit`,
  profile: (id: string | number) => `/company/${id}/profile`,
  partner: (id: string | number) => `/company/${id}/partner`,
  excludeMatch: (id: string | number) => `/company/${id}/exclude-match`,
  userNew: (id: string | number) => `/company/${id}/user/new`,
  notificationListNew: (id: string | number) => `/company/${id}/notification-list/new`,
  notificationList: (id: string | number, listId: string | number) =>
    `/company/${id}/notification-list/${listId}`,
  products: (id: string | number) => `/company/${id}`,
  customerCompanies: () => '/customer/company',
  customerEdit: (id: string | number) => `/customer/company/${id}/edit`,
  customerProfile: () => '/customer/company-profile',
  customerNotificationListNew: (id: string | number) =>
    `/customer/company/${id}/notification-list/new`,
  customerProducts: () => '/customer/product',
  customerInvoices: () => '/customer/invoice',
  userCurrent: () => '/user/current',
  user: (id: string | number) => `/user/${id}`,
};
