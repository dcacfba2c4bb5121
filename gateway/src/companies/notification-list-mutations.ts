import type { Resolvers } from '../generated/resolvers';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import { freshCompany } from './company-ids';
import { notificationListBody } from './rest-bodies';

/** Notification lists: create, save (with version), delete. */
export const notificationListMutationResolvers = {
  Mutation: {
    createNotificationList: (_parent, { companyId, userId, input, waCostConfirmed }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/company/${numericId(companyId)}/notification-list`, {
          ...notificationListBody(input),
          user_id: numericId(userId),
          wa_cost_confirmed: waCostConfirmed ?? false,
        }),
      ),
    updateNotificationList: (
      _parent,
      { companyId, id, version, input, waCostConfirmed },
      { rest },
    ) =>
      withCamelFields(
        rest.typed.post(`/company/${numericId(companyId)}/notification-list/${numericId(id)}`, {
          ...notificationListBody(input),
          version,
          wa_cost_confirmed: waCostConfirmed ?? false,
        }),
      ),
    deleteNotificationList: async (_parent, { companyId, id }, context) => {
      const company = numericId(companyId);
      await context.rest.typed.delete(`/company/${company}/notification-list/${numericId(id)}`);
      return freshCompany(context, company);
    },
  },
} satisfies Resolvers;
