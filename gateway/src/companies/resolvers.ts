import type { Resolvers } from '../generated/resolvers';
import { companyMutationResolvers } from './company-mutations';
import { companyTypeResolvers } from './company-type-resolvers';
import { invitationResolvers } from './invitation-resolvers';
import { memberMutationResolvers } from './member-mutations';
import { notificationListMutationResolvers } from './notification-list-mutations';
import { companyQueryResolvers } from './query-resolvers';
import { sepaMutationResolvers } from './sepa-mutations';
import { settingsMutationResolvers } from './settings-mutations';
import { companySubscriptionResolvers } from './subscription-resolvers';

/** Every resolver of the companies area (schema/companies*.graphql). */
export const companiesResolvers = [
  companyTypeResolvers,
  companyQueryResolvers,
  companyMutationResolvers,
  memberMutationResolvers,
  invitationResolvers,
  sepaMutationResolvers,
  notificationListMutationResolvers,
  settingsMutationResolvers,
  companySubscriptionResolvers,
] as const satisfies readonly Resolvers[];
