import { hasAccess } from '#domain/accounts/access';
import { roleNames } from '../accounts/rest-types';
import type { GatewayContext } from '../context';
import type { DomainEventRecord } from '../events/domain-event';
import { forgetLoaded } from '../events/forget-loaded';
import type { Resolvers } from '../generated/resolvers';
import { errorCode, gatewayError } from '../rest/rest-error';
import type { CompanyChangeSource } from './company-change';
import { numericId } from '../rest/numeric-id';
import { COMPANY_STAFF } from './company-permissions';
import type { RestCompany } from './rest-types';

/** Only the companies area's events ('company.*') reach companyChanged. */
const isCompanyEvent = (event: DomainEventRecord) => event.type.startsWith('company.');

/**
 * May the viewer follow this company? Staff: any; others: their own companies
 * (from the viewer), else the api decides (a partner reading a company it manages;
 * NOT_FOUND for anyone else).
 */
async function assertMayFollow(context: GatewayContext, companyId: number): Promise<void> {
  const user = await context.viewer.current();
  if (!user) throw gatewayError('UNAUTHENTICATED', 'MESSAGE.NOT_LOGGED_IN');
  if (hasAccess(roleNames(user), COMPANY_STAFF)) return;
  if ((user.companies ?? []).some((c) => Number(c.id) === companyId)) return;
  await context.rest.typed.get(`/company/${companyId}`);
}

/** The company as the subscriber may see it now; null when deleted or out of reach. */
async function refetch(context: GatewayContext, companyId: number): Promise<RestCompany | null> {
  try {
    const company = await context.rest.typed.get(`/company/${companyId}`);
    context.loaders.companyById.prime(company.id, company);
    return company;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'FORBIDDEN') return null;
    throw error;
  }
}

/** Live company changes from the api's outbox, each with the company refetched for the subscriber. */
export const companySubscriptionResolvers = {
  Subscription: {
    companyChanged: {
      subscribe: async (_parent, { id, afterEventId }, context) => {
        const companyId = numericId(id);
        await assertMayFollow(context, companyId);
        const after =
          afterEventId === null || afterEventId === undefined ? NaN : Number(afterEventId);
        return context.events.eventsSince(
          `company:${companyId}`,
          Number.isSafeInteger(after) ? after : null,
          isCompanyEvent,
        );
      },
      resolve: async (
        event: DomainEventRecord,
        _args: unknown,
        context: GatewayContext,
      ): Promise<CompanyChangeSource> => {
        forgetLoaded(context);
        const company =
          event.type === 'company.deleted'
            ? null
            : await refetch(context, Number(event.company_id));
        return { event, company };
      },
    },
  },
} satisfies Resolvers;
