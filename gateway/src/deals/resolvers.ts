import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestDealProduct, RestDeal, RestPlazaDeal } from './rest-types';

/** Deals (schema/deals.graphql). */
export const dealsResolvers = {
  Query: {
    companyDeals: (_parent, { companyId, page, pageSize }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/deal`, {
        page: String(page ?? 1),
        itemsPerPage: String(pageSize ?? 10),
      }),
    deal: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/deal/${numericId(id)}`)),
    plazaDeal: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/lead-plaza-deal`),
  },
  Mutation: {
    createDeal: (_parent, { companyId, input }, { rest }) =>
      rest.typed.post(`/company/${numericId(companyId)}/deal`, {
        products: input.products.map((line) => ({
          product_id: numericId(line.productId),
          price_cents: line.priceCents ?? null,
          free: line.free ?? false,
        })),
        max: input.max ?? null,
        max_free_lead_plaza: input.maxFreeLeadPlaza ?? null,
        lead_plaza_only: input.leadPlazaOnly ?? false,
        start: input.start ?? null,
        end: input.end ?? null,
        has_free_lead: input.hasFreeLead ?? false,
        pause_account: input.pauseAccount ?? false,
        allow_claim: input.allowClaim ?? true,
      }),
    endDeal: (_parent, { id, version }, { rest }) =>
      rest.typed.put(`/deal/${numericId(id)}/ended`, { version }),
  },
  Deal: {
    ...snakeFields<RestDeal>()(
      'company_id',
      'max_free_lead_plaza',
      'lead_plaza_only',
      'has_free_lead',
      'pause_account',
      'allow_claim',
      'ended_at',
      'free_plaza_used',
      'created_at',
    ),
  },
  DealProduct: {
    ...snakeFields<RestDealProduct>()('product_id', 'product_name', 'price_cents'),
  },
  PlazaDeal: {
    ...snakeFields<RestPlazaDeal>()('deal_id', 'free_plaza_leads_left'),
  },
} satisfies Resolvers;
