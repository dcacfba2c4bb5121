import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import { freshCompany } from './company-ids';
import { sepaBody } from './rest-bodies';
import type { RestSepaMandate } from './rest-types';

async function afterMandateChanged(
  context: GatewayContext,
  companyId: number,
  mandate: RestSepaMandate | null,
) {
  context.loaders.sepaMandate.clear(companyId).prime(companyId, mandate);
  return freshCompany(context, companyId);
}

function toggle(path: 'enabled' | 'disabled') {
  return async (
    _parent: unknown,
    { companyId }: { companyId: string },
    context: GatewayContext,
  ) => {
    const id = numericId(companyId);
    const mandate = await context.rest.typed.put(`/company/${id}/sepa/${path}`);
    return afterMandateChanged(context, id, mandate);
  };
}

/** The SEPA mandate: sign or replace, enable, disable, delete; hide the alert. */
export const sepaMutationResolvers = {
  Mutation: {
    saveSepaMandate: async (_parent, { companyId, input, version }, context) => {
      const id = numericId(companyId);
      const mandate = await withCamelFields(
        context.rest.typed.post(`/company/${id}/sepa`, {
          ...sepaBody(input),
          ...(version === null || version === undefined ? {} : { version }),
        }),
      );
      return afterMandateChanged(context, id, mandate);
    },
    enableSepaMandate: toggle('enabled'),
    disableSepaMandate: toggle('disabled'),
    deleteSepaMandate: async (_parent, { companyId }, context) => {
      const id = numericId(companyId);
      await context.rest.typed.delete(`/company/${id}/sepa`);
      return afterMandateChanged(context, id, null);
    },
    hideSepaAlert: async (_parent, { companyId }, { rest, viewer }) => {
      await rest.typed.put(`/company/${numericId(companyId)}/sepa/hidden`);
      const user = await rest.typed.get('/user/current');
      viewer.set(user);
      return { user, storedRole: null };
    },
  },
} satisfies Resolvers;
