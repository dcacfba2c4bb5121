import { asc } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkPlazaQuery,
  limitsDistance,
  plazaQuerySchema,
  type PlazaQuery,
} from '#domain/plaza/plaza-query';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { latestEventId } from '../events';
import { products, type ProductRow } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { offersJson } from './offer-json';
import { searchOffers, type Searcher } from './offer-search';
import { blockedCompanyIds, plazaCompanyFor } from './plaza-access';
import { basePriceOf, priceOverridesOf } from './plaza-pricing';
import { plazaSearchAnswerSchema } from './plaza.schema';
import type { CompanyRow } from '../companies';

export const allProducts = (db: Executor) =>
  db.select().from(products).orderBy(asc(products.position), asc(products.id));

export async function searcherFor(db: Executor, company: CompanyRow): Promise<Searcher> {
  return {
    companyId: company.id,
    latitude: company.latitude,
    longitude: company.longitude,
    blockedCompanyIds: await blockedCompanyIds(db, company.id),
  };
}

/** Runs a checked search: 400 with field errors for bad input, never a half answer. */
export async function runSearch(
  db: Executor,
  searcher: Searcher,
  query: PlazaQuery,
  catalogue: ProductRow[],
  now: Date,
) {
  const { fields, window } = checkPlazaQuery(query, catalogue, now);
  if (limitsDistance(query.distance) && searcher.latitude === null)
    fields.distance = MESSAGE.GEOCODING_FAILED;
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
  const found = await searchOffers(db, searcher, query, window, catalogue);
  const lastPage = Math.max(1, Math.ceil(found.total / query.itemsPerPage));
  if (query.currentPage > lastPage)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { currentPage: MESSAGE.VALUE_TOO_HIGH });
  return found;
}

/** The search's whole answer: results with prices, total and aggregations. */
export async function plazaSearchAnswer(
  db: Executor,
  company: CompanyRow,
  query: PlazaQuery,
  now: Date,
): Promise<z.infer<typeof plazaSearchAnswerSchema>> {
  // The lookups do not depend on each other: one round trip for all four. The event id
  // lets a screen follow what changes after this answer without missing anything.
  const [catalogue, searcher, overrides, eventId] = await Promise.all([
    allProducts(db),
    searcherFor(db, company),
    priceOverridesOf(db, company.id, now),
    latestEventId(db),
  ]);
  const found = await runSearch(db, searcher, query, catalogue, now);
  const basePrices = new Map(
    catalogue.map((product) => [product.id, basePriceOf(overrides, product)]),
  );
  const discrOf = new Map(catalogue.map((product) => [product.id, product.discr]));
  const countries = new Map<
    string,
    { total: number; postal_codes: { postal_code: string; total: number }[] }
  >();
  for (const area of found.areas) {
    const entry = countries.get(area.country) ?? { total: 0, postal_codes: [] };
    entry.total += area.total;
    entry.postal_codes.push({ postal_code: area.area, total: area.total });
    countries.set(area.country, entry);
  }
  return {
    results: await offersJson(db, found.page, searcher, basePrices),
    total: found.total,
    searched_at: now.toISOString(),
    event_id: eventId,
    current_page: query.currentPage,
    items_per_page: query.itemsPerPage,
    aggregations: {
      country: [...countries].map(([country, entry]) => ({ country, ...entry })),
      products: found.products.map((product) => ({
        product_id: product.productId,
        discr: discrOf.get(product.productId) ?? '',
        total: product.total,
        choices: product.choices.map((choice) => ({
          question_key: choice.questionKey,
          value: choice.value,
          total: choice.total,
        })),
      })),
    },
  };
}

/** The plaza's search: leads on sale with the facet counts. */
export const searchRoutes: AreaPlugin = async (app, { db }) => {
  app.post(
    '/leadplaza/:company/lead',
    {
      schema: {
        tags: ['plaza'],
        summary:
          'Leads on sale to the company (at most 7 days old, not claimed, not bad, assignments left, not bought by it), with the total and the facet counts',
        description:
          'Each facet counts with every filter but its own (docs/plaza.md). Paging past the last page, unknown products or questions, inverted ranges and dates outside the window answer 400 with field errors.',
        params: z.object({ company: z.string() }),
        body: plazaQuerySchema,
        response: { 200: plazaSearchAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await plazaCompanyFor(db, viewer, request.params.company);
      return plazaSearchAnswer(db, company, request.body, new Date());
    },
  );
};
