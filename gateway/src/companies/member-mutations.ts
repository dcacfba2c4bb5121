import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import { freshCompany } from './company-ids';
import type { RestCompanyMember, RestList } from './rest-types';

/** After a change of the company's users: remember the new member list, answer the company. */
async function afterMembersChanged(
  context: GatewayContext,
  companyId: number,
  answer: RestList<RestCompanyMember>,
) {
  context.loaders.companyMembers.clear(companyId).prime(companyId, answer.items);
  return freshCompany(context, companyId);
}

function linkAction(action: 'enable' | 'disable' | 'delete') {
  return async (
    _parent: unknown,
    { companyId, userId }: { companyId: string; userId: string },
    context: GatewayContext,
  ) => {
    const id = numericId(companyId);
    const answer = await context.rest.typed.post(`/user/${action}`, {
      company_id: id,
      user_id: numericId(userId),
    });
    return afterMembersChanged(context, id, answer);
  };
}

/** Company users: add, main user, enable, disable, remove. Each answers the company. */
export const memberMutationResolvers = {
  Mutation: {
    addCompanyUser: async (_parent, { companyId, input }, context) => {
      const id = numericId(companyId);
      const answer = await withCamelFields(
        context.rest.typed.post(`/company/${id}/user`, {
          email: input.email,
          given_name: input.givenName ?? undefined,
          family_name: input.familyName ?? undefined,
          gender: input.gender ?? undefined,
          admin: input.admin ?? undefined,
          password: input.password
            ? { mode: input.password.mode, value: input.password.value ?? undefined }
            : undefined,
        }),
      );
      return afterMembersChanged(context, id, answer);
    },
    setMainUser: async (_parent, { companyId, userId, version }, context) => {
      const id = numericId(companyId);
      const answer = await context.rest.typed.post(`/company/${id}/user/${numericId(userId)}`, {
        admin: true,
        version,
      });
      return afterMembersChanged(context, id, answer);
    },
    enableCompanyUser: linkAction('enable'),
    disableCompanyUser: linkAction('disable'),
    removeCompanyUser: linkAction('delete'),
  },
} satisfies Resolvers;
