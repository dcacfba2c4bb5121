import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import { numericId } from '../rest/numeric-id';
import type { RestCompany, RestList } from '../companies/rest-types';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestCompanyActivityPage,
  RestResendAllMails,
  RestUnsentMail,
  RestUnsentMailPage,
  RestWorkListCompanyPage,
} from './lead-generator-rest-types';

const pageOf = (page: number | null | undefined) => ({ page: page ?? undefined });

/** The lead managers' home (schema/dashboards-lead-generator.graphql). */
export const leadGeneratorHomeResolvers: Resolvers = {
  Query: {
    companiesWithoutLeads: (_parent, { page }, { rest }) =>
      rest.get<RestWorkListCompanyPage>('/v2/company/without-leads', pageOf(page)),
    companiesWithLowBalance: (_parent, { page }, { rest }) =>
      rest.get<RestWorkListCompanyPage>('/v2/company/low-balance', pageOf(page)),
    unapprovedCompanies: async (_parent, { page }, { rest, loaders }) => {
      const answer = await rest.get<RestList<RestCompany>>('/company/unapproved', {
        page: page ?? undefined,
        itemsPerPage: WORK_LIST_PAGE_SIZE,
      });
      for (const row of answer.items) loaders.companyById.prime(row.id, row);
      return { items: answer.items, total: answer.total };
    },
    companyActivities: (_parent, { page }, { rest }) =>
      rest.get<RestCompanyActivityPage>('/v2/company/activities', pageOf(page)),
    unsentMails: (_parent, { page }, { rest }) =>
      rest.get<RestUnsentMailPage>('/email_log/unsent', pageOf(page)),
  },
  Mutation: {
    resendMail: (_parent, { id }, { rest }) =>
      rest.post<RestUnsentMail>(`/email_log/${numericId(id)}/resend`),
    resendAllMails: (_parent, _args, { rest }) =>
      rest.post<RestResendAllMails>('/email_log/resend'),
  },
  WorkListCompany: {
    isPrepaid: (company) => company.is_prepaid,
    balanceCents: (company) => company.balance_cents,
    lastLeadDay: (company) => company.last_lead_day,
  },
  CompanyActivityList: {
    hasMore: (list) => list.has_more,
  },
  CompanyActivity: {
    companyId: (activity) => activity.company_id,
    companyName: (activity) => activity.company_name,
    data: (activity) => activity.data ?? {},
    createdAt: (activity) => activity.created_at,
  },
  UnsentMail: {
    toAddress: (mail) => mail.to_address,
    createdAt: (mail) => mail.created_at,
    sentAt: (mail) => mail.sent_at,
  },
};
