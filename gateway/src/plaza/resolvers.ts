import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';
import { answerList } from '../leads/lead-answers';
import { catalogueProduct } from '../products/loaders';
import { plazaQueryBody } from './rest-bodies';
import type {
  RestPlazaOffer,
  RestPlazaMunicipality,
  RestPlazaChoiceCount,
  RestPlazaAreaCount,
  PlazaPurchaseSource,
  RestPlazaPurchaseDetails,
  RestPlazaSavedSearch,
  RestPlazaSearchAnswer,
} from './rest-types';
import { afterId } from '../events/after-event-id';

/** Lead events that change what is on sale: a new lead, a buy or match, a lead set aside. */
const PLAZA_EVENTS = new Set(['lead.created', 'lead.assigned', 'lead.updated']);

const companyPath = (companyId: string | number) => `/leadplaza/${numericId(companyId)}` as const;

/** The lead plaza (schema/plaza.graphql). */
export const plazaResolvers = {
  Query: {
    plazaSearch: (_parent, { companyId, query }, { rest }) =>
      rest.typed.post(`${companyPath(companyId)}/lead`, plazaQueryBody(query)),
    plazaProvinces: (_parent, { companyId }, { rest }) =>
      rest.typed.get('/leadplaza/province', {
        company: companyId ? numericId(companyId) : undefined,
      }),
    plazaPlaceChoices: (_parent, { search }, { rest }) =>
      rest.typed.get('/leadplaza/choice', { search }),
    plazaPurchaseDetails: (_parent, { companyId, leadId }, { rest }) =>
      rest.typed.get(`${companyPath(companyId)}/purchase_details`, {
        lead: numericId(leadId),
      }),
    plazaLatestPurchase: async (_parent, { companyId }, { rest }) =>
      (await rest.typed.get(`${companyPath(companyId)}/latest`)).latest,
    plazaSavedSearches: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/leadplaza/search/${numericId(companyId)}`),
  },
  Mutation: {
    buyPlazaLead: (_parent, { companyId, leadId, priceCents }, { rest }) =>
      rest.typed.post(`${companyPath(companyId)}/assign`, {
        lead_id: numericId(leadId),
        price_cents: priceCents ?? null,
      }),
    savePlazaSearch: (_parent, { companyId, id, input }, { rest }) => {
      const body = {
        name: input.name,
        query: plazaQueryBody(input.query),
        digest: input.digest ?? false,
        version: input.version ?? undefined,
      };
      const base = `/leadplaza/search/${numericId(companyId)}` as const;
      return id ? rest.typed.post(`${base}/${numericId(id)}`, body) : rest.typed.post(base, body);
    },
    deletePlazaSearch: async (_parent, { companyId, id }, { rest }) => {
      await rest.typed.delete(`/leadplaza/search/${numericId(companyId)}/${numericId(id)}`);
      return id;
    },
  },
  Subscription: {
    plazaChanged: {
      subscribe: async (_parent, { companyId, afterEventId }, context) => {
        // The api decides who may follow this company's plaza (404 otherwise).
        await context.rest.typed.get(`${companyPath(companyId)}/latest`);
        return context.events.eventsSince('all', afterId(afterEventId), (event) =>
          PLAZA_EVENTS.has(event.type),
        );
      },
      resolve: (event: DomainEventRecord, _args: unknown, _context: GatewayContext) => event,
    },
  },
  PlazaSearchResult: {
    ...snakeFields<RestPlazaSearchAnswer>()(
      'searched_at',
      'event_id',
      'current_page',
      'items_per_page',
    ),
    countries: (answer) => answer.aggregations.country,
    products: (answer) => answer.aggregations.products,
  },
  PlazaOffer: {
    ...snakeFields<RestPlazaOffer>()(
      'postal_code',
      'distance_km',
      'remaining_assignments',
      'price_cents',
      'building_type',
      'house_ownership',
      'starting_date',
    ),
    product: (offer, _args, { loaders }) => catalogueProduct(loaders, { id: offer.product_id }),
    created: (offer) => offer.created_at,
    answers: async (offer, _args, { loaders }) =>
      answerList(await catalogueProduct(loaders, { id: offer.product_id }), offer.answers),
  },
  PlazaCountryCount: {
    areas: (country) => country.postal_codes,
  },
  PlazaAreaCount: {
    ...snakeFields<RestPlazaAreaCount>()('postal_code'),
  },
  PlazaProductCount: {
    product: (count, _args, { loaders }) => catalogueProduct(loaders, { id: count.product_id }),
  },
  PlazaChoiceCount: {
    ...snakeFields<RestPlazaChoiceCount>()('question_key'),
  },
  PlazaProvince: {
    name: (province) => province.id,
  },
  PlazaMunicipality: {
    ...snakeFields<RestPlazaMunicipality>()('postal_code_start', 'postal_code_end'),
    name: (municipality) => municipality.id,
  },
  PlazaPurchaseDetails: {
    ...snakeFields<RestPlazaPurchaseDetails>()('lead_id', 'price_cents', 'balance_cents'),
  },
  PlazaPurchase: {
    ...snakeFields<PlazaPurchaseSource>()('assigned_lead_id', 'lead_id', 'price_cents'),
    payment: (purchase) => purchase.payment ?? null,
    balanceCents: (purchase) => purchase.balance_cents ?? null,
    created: (purchase) => purchase.created_at,
  },
  PlazaSavedSearch: {
    ...snakeFields<RestPlazaSavedSearch>()('digest_sent_at', 'user_id'),
  },
  PlazaChange: {
    eventId: (event) => event.id,
    leadId: (event) => (event.payload.lead_id as number | undefined) ?? null,
  },
} satisfies Resolvers;
