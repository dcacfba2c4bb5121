import type { Resolvers } from '../generated/resolvers';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import { remember } from './company-ids';
import { companyBody } from './rest-bodies';

/** The company record and its lifecycle: create, save, delete, states, pauses, activation, suspects. */
export const companyMutationResolvers = {
  Mutation: {
    createCompany: async (_parent, { input }, context) =>
      remember(
        context,
        await withCamelFields(context.rest.typed.post('/company', companyBody(input))),
      ),
    updateCompany: async (_parent, { id, version, input }, context) =>
      remember(
        context,
        await withCamelFields(
          context.rest.typed.post(`/company/${numericId(id)}`, {
            ...companyBody(input),
            version,
          }),
        ),
      ),
    deleteCompany: async (_parent, { id }, { rest }) => {
      const companyId = numericId(id);
      await rest.typed.delete(`/company/${companyId}`);
      return companyId;
    },
    changeCompanyState: async (_parent, { id, state }, context) => {
      const answer = await context.rest.typed.post(
        `/company/${numericId(id)}/state/${encodeURIComponent(state)}`,
      );
      remember(context, answer.company);
      return answer;
    },
    pauseCompany: async (_parent, { id, from, until, indefinitely }, context) =>
      remember(
        context,
        await withCamelFields(
          context.rest.typed.post(`/company/${numericId(id)}/pause`, {
            paused_from: from ?? null,
            paused_until: indefinitely ? null : (until ?? null),
            indefinitely: indefinitely ?? false,
          }),
        ),
      ),
    cancelCompanyPause: async (_parent, { id }, context) =>
      remember(context, await context.rest.typed.delete(`/company/${numericId(id)}/pause`)),
    activateCompany: async (_parent, { id, mode }, context) => {
      const answer = await context.rest.typed.post(`/company/${numericId(id)}/activate`, {
        mode: mode ?? 'normal',
      });
      remember(context, answer.company);
      return answer;
    },
    approveCompany: async (_parent, { id }, context) =>
      remember(context, await context.rest.typed.post('/company/approved', { id: numericId(id) })),
    dismissTrialWelcome: async (_parent, { id }, context) =>
      remember(context, await context.rest.typed.post('/company/welcomed', { id: numericId(id) })),
    startTrial: async (_parent, { companyId }, context) =>
      remember(
        context,
        await context.rest.typed.post('/suspect/activate', {
          company_id: numericId(companyId),
        }),
      ),
    markSuspectNotInterested: async (_parent, { companyId }, context) =>
      remember(context, await context.rest.typed.post(`/suspect/disable/${numericId(companyId)}`)),
    pushCompanyToSales: async (_parent, { id, accountManagerId }, context) =>
      remember(
        context,
        await withCamelFields(
          context.rest.typed.post(`/company/${numericId(id)}/push-to-sales`, {
            account_manager_id: Number(accountManagerId),
          }),
        ),
      ),
  },
} satisfies Resolvers;
