import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';
import { answerList } from '../leads/lead-answers';
import { catalogueProduct } from '../products/loaders';
import { plazaQueryBody } from './rest-bodies';
import type {
  PlazaPurchaseSource,
  RestPlazaChoice,
  RestPlazaProvince,
  RestPlazaPurchaseDetails,
  RestPlazaSavedSearch,
  RestPlazaSearchAnswer,
} from './rest-types';
import { afterId } from '../events/after-event-id';

/** Lead events that change what is on sale: a new lead, a buy or match, a lead set aside. */
const PLAZA_EVENTS = new Set(['lead.created', 'lead.assigned', 'lead.updated']);

const companyPath = (companyId: string | number) => `/leadplaza/${numericId(companyId)}`;

/** The lead plaza (schema/plaza.graphql). */
export const plazaResolvers: Resolvers = {
  Query: {
    plazaSearch: (_parent, { companyId, query }, { rest }) =>
      rest.post<RestPlazaSearchAnswer>(`${companyPath(companyId)}/lead`, plazaQueryBody(query)),
    plazaProvinces: (_parent, { companyId }, { rest }) =>
      rest.get<RestPlazaProvince[]>('/leadplaza/province', {
        company: companyId ? numericId(companyId) : undefined,
      }),
    plazaPlaceChoices: (_parent, { search }, { rest }) =>
      rest.get<RestPlazaChoice[]>('/leadplaza/choice', { search }),
    plazaPurchaseDetails: (_parent, { companyId, leadId }, { rest }) =>
      rest.get<RestPlazaPurchaseDetails>(`${companyPath(companyId)}/purchase_details`, {
        lead: numericId(leadId),
      }),
    plazaLatestPurchase: async (_parent, { companyId }, { rest }) =>
      (await rest.get<{ latest: PlazaPurchaseSource | null }>(`${companyPath(companyId)}/latest`))
        .latest,
    plazaSavedSearches: (_parent, { companyId }, { rest }) =>
      rest.get<RestPlazaSavedSearch[]>(`/leadplaza/search/${numericId(companyId)}`),
  },
  Mutation: {
    buyPlazaLead: (_parent, { companyId, leadId, priceCents }, { rest }) =>
      rest.post<PlazaPurchaseSource>(`${companyPath(companyId)}/assign`, {
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
      const base = `/leadplaza/search/${numericId(companyId)}`;
      return id
        ? rest.post<RestPlazaSavedSearch>(`${base}/${numericId(id)}`, body)
        : rest.post<RestPlazaSavedSearch>(base, body);
    },
    deletePlazaSearch: async (_parent, { companyId, id }, { rest }) => {
      await rest.delete(`/leadplaza/search/${numericId(companyId)}/${numericId(id)}`);
      return id;
    },
  },
  Subscription: {
    plazaChanged: {
      subscribe: async (_parent, { companyId, afterEventId }, context) => {
        // The api decides who may follow this company's plaza (404 otherwise).
        await context.rest.get(`${companyPath(companyId)}/latest`);
        return context.events.eventsSince('all', afterId(afterEventId), (event) =>
          PLAZA_EVENTS.has(event.type),
        );
      },
      resolve: (event: DomainEventRecord, _args: unknown, _context: GatewayContext) => event,
    },
  },
  PlazaSearchResult: {
    searchedAt: (answer) => answer.searched_at,
    eventId: (answer) => answer.event_id,
    currentPage: (answer) => answer.current_page,
    itemsPerPage: (answer) => answer.items_per_page,
    countries: (answer) => answer.aggregations.country,
    products: (answer) => answer.aggregations.products,
  },
  PlazaOffer: {
    product: (offer, _args, { loaders }) => catalogueProduct(loaders, { id: offer.product_id }),
    created: (offer) => offer.created_at,
    postalCode: (offer) => offer.postal_code,
    distanceKm: (offer) => offer.distance_km,
    remainingAssignments: (offer) => offer.remaining_assignments,
    priceCents: (offer) => offer.price_cents,
    answers: async (offer, _args, { loaders }) =>
      answerList(await catalogueProduct(loaders, { id: offer.product_id }), offer.answers),
    buildingType: (offer) => offer.building_type,
    houseOwnership: (offer) => offer.house_ownership,
    startingDate: (offer) => offer.starting_date,
  },
  PlazaCountryCount: {
    areas: (country) => country.postal_codes,
  },
  PlazaAreaCount: {
    postalCode: (area) => area.postal_code,
  },
  PlazaProductCount: {
    product: (count, _args, { loaders }) => catalogueProduct(loaders, { id: count.product_id }),
  },
  PlazaChoiceCount: {
    questionKey: (choice) => choice.question_key,
  },
  PlazaProvince: {
    name: (province) => province.id,
  },
  PlazaMunicipality: {
    name: (municipality) => municipality.id,
    postalCodeStart: (municipality) => municipality.postal_code_start,
    postalCodeEnd: (municipality) => municipality.postal_code_end,
  },
  PlazaPurchaseDetails: {
    leadId: (details) => details.lead_id,
    priceCents: (details) => details.price_cents,
    balanceCents: (details) => details.balance_cents,
  },
  PlazaPurchase: {
    assignedLeadId: (purchase) => purchase.assigned_lead_id,
    leadId: (purchase) => purchase.lead_id,
    priceCents: (purchase) => purchase.price_cents,
    payment: (purchase) => purchase.payment ?? null,
    balanceCents: (purchase) => purchase.balance_cents ?? null,
    created: (purchase) => purchase.created_at,
  },
  PlazaSavedSearch: {
    digestSentAt: (search) => search.digest_sent_at,
    userId: (search) => search.user_id,
  },
  PlazaChange: {
    eventId: (event) => event.id,
    leadId: (event) => (event.payload.lead_id as number | undefined) ?? null,
  },
};
