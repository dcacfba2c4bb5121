import { snakeFields } from '../rest/snake-fields';
import { WORK_LIST_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestWorkListCompany,
  RestCompanyActivity,
  RestCompanyActivityPage,
  RestUnsentMail,
} from './lead-generator-rest-types';

const pageOf = (page: number | null | undefined) => ({ page: page ?? undefined });

/** The lead managers' home (schema/dashboards-lead-generator.graphql). */
export const leadGeneratorHomeResolvers = {
  Query: {
    companiesWithoutLeads: (_parent, { page }, { rest }) =>
      rest.typed.get('/v2/company/without-leads', pageOf(page)),
    companiesWithLowBalance: (_parent, { page }, { rest }) =>
      rest.typed.get('/v2/company/low-balance', pageOf(page)),
    unapprovedCompanies: async (_parent, { page }, { rest, loaders }) => {
      const answer = await rest.typed.get('/company/unapproved', {
        page: page ?? undefined,
        itemsPerPage: WORK_LIST_PAGE_SIZE,
      });
      for (const row of answer.items) loaders.companyById.prime(row.id, row);
      return { items: answer.items, total: answer.total };
    },
    companyActivities: (_parent, { page }, { rest }) =>
      rest.typed.get('/v2/company/activities', pageOf(page)),
    unsentMails: (_parent, { page }, { rest }) => rest.typed.get('/email_log/unsent', pageOf(page)),
  },
  Mutation: {
    resendMail: (_parent, { id }, { rest }) =>
      rest.typed.post(`/email_log/${numericId(id)}/resend`),
    resendAllMails: (_parent, _args, { rest }) => rest.typed.post('/email_log/resend'),
  },
  WorkListCompany: {
    ...snakeFields<RestWorkListCompany>()('is_prepaid', 'balance_cents', 'last_lead_day'),
  },
  CompanyActivityList: {
    ...snakeFields<RestCompanyActivityPage>()('has_more'),
  },
  CompanyActivity: {
    ...snakeFields<RestCompanyActivity>()('company_id', 'company_name', 'created_at'),
    data: (activity) => activity.data ?? {},
  },
  UnsentMail: {
    ...snakeFields<RestUnsentMail>()('to_address', 'created_at', 'sent_at'),
  },
} satisfies Resolvers;
