import type { RestCompanyUserLink } from './rest-types';

/**
 * What CompanyUser resolves from: the link on the company row and the company it belongs to.
 * @mapper CompanyUser
 */
export interface CompanyUserSource {
  companyId: number;
  link: RestCompanyUserLink;
}
