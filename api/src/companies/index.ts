// Its tables: other areas read and join them; only companies writes them (tests/shared/table-owners.test.ts).
export { companies } from './company.table';
export type { CompanyRow, NewCompanyRow } from './company.table';
export { companyUsers } from './company-user.table';
export type { CompanyUserRow } from './company-user.table';
export { notificationLists } from './notification-list.table';
export type { NotificationListRow } from './notification-list.table';
export { sepaMandates } from './sepa-mandate.table';
export type { SepaMandateRow } from './sepa-mandate.table';
export { companyEvents } from './company-event.table';
export { companyProfiles } from './company-profile.table';
export { companyPartners, companyPartnerLinks } from './company-partner.table';
export { matchExcludes } from './match-exclude.table';
export { companyInvitations } from './company-invitation.table';
export type { CompanyInvitationRow } from './company-invitation.table';
export { companyChangeRequests } from './company-change-request.table';
export type { CompanyChangeRequestRow } from './company-change-request.table';

// Company-bound records are read and changed within the viewer's reach of companies.
export {
  companyFor,
  companyNotFound,
  companyReach,
  hasRole,
  isCompanyStaff,
  parseId,
  prepaidCompanyFor,
  requireCompanyStaff,
  staffCompanyFor,
} from './company-access';
export type { CompanyAccess } from './company-access';

// Other screens show the user of a company event.
export { companyEventUserSchema } from './company-event.schema';

// What others do to a company lands in its event log.
export { logCompanyEvent } from './company-log';

// Invoices and deals pause or block a company.
export { statePatch } from './company-state-change';

// Deals, invoices and payments change a company's state and flags in their transaction:
// locked, with a new version.
export { lockCompany, updateCompany } from './company-write';

// Postal areas and provinces for matching, plaza and statistics.
export { postalAreaOf, postalAreas, provinceNames } from './postal-code-data';
export type { PostalArea } from './postal-code-data';
