import type { Resolvers } from '../generated/resolvers';
import type { RestClient } from '../rest/rest-client';
import { gatewayError } from '../rest/rest-error';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import { freshCompany } from './company-ids';
import { partnerSettingsBody } from './rest-bodies';

/** Profile, partner settings, the companies a partner manages and excluded matches. */
export const settingsMutationResolvers = {
  Mutation: {
    saveCompanyProfile: (_parent, { companyId, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/company/${numericId(companyId)}/profile`, {
          slug: input.slug ?? undefined,
          why_us: input.whyUs ?? undefined,
          ...(version === null || version === undefined ? {} : { version }),
        }),
      ),
    savePartnerSettings: async (_parent, { companyId, input, version }, context) => {
      const id = numericId(companyId);
      const saved = await withCamelFields(
        context.rest.typed.post(`/company/${id}/partner`, {
          ...partnerSettingsBody(input),
          ...(version === null || version === undefined ? {} : { version }),
        }),
      );
      // The first save makes the company a partner: forget the cached row.
      context.loaders.companyById.clear(id);
      return saved;
    },
    addManagedCompany: async (_parent, { partnerCompanyId, companyId }, context) => {
      const guid = await partnerGuid(context.rest, partnerCompanyId);
      await context.rest.typed.post(`/partner/${guid}/company`, {
        company_id: numericId(companyId),
      });
      return freshCompany(context, companyId);
    },
    removeManagedCompany: async (_parent, { partnerCompanyId, companyId }, context) => {
      const guid = await partnerGuid(context.rest, partnerCompanyId);
      await context.rest.typed.delete(`/partner/${guid}/company/${numericId(companyId)}`);
      return freshCompany(context, companyId);
    },
    excludeMatch: async (_parent, { companyId, matchId }, context) => {
      const id = numericId(companyId);
      await withCamelFields(
        context.rest.typed.post(`/company/${id}/match_exclude`, { matchId: Number(matchId) }),
      );
      return freshCompany(context, id);
    },
    includeMatch: async (_parent, { companyId, matchId }, context) => {
      const id = numericId(companyId);
      await withCamelFields(
        // The api reads the match from the body or the query; its OpenAPI document names neither.
        context.rest.typed.delete(`/company/${id}/match_exclude`, undefined, {
          matchId: Number(matchId),
        }),
      );
      return freshCompany(context, id);
    },
  },
} satisfies Resolvers;

/** The guid of a partner company (the api addresses partners by guid). */
async function partnerGuid(rest: RestClient, partnerCompanyId: string): Promise<string> {
  const settings = await rest.typed.get(`/company/${numericId(partnerCompanyId)}/partner`);
  if (!settings.guid) {
    throw gatewayError('BAD_USER_INPUT', 'MESSAGE.VALIDATION_FAILED', {
      partnerCompanyId: 'MESSAGE.SELECT_OPTION',
    });
  }
  return encodeURIComponent(settings.guid);
}
