import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyProductInput, FilterInput } from '#domain/products/company-product-input';
import { filterChoiceErrors } from '#domain/products/filter-choices';
import { MESSAGE } from '#domain/shared/messages';
import { type CompanyRow, notificationLists } from '../companies';
import type { Executor, Tx } from '../db';
import { recordEvent } from '../events';
import { ApiError, badRequest, conflict } from '../shared/errors';
import { companyProductFilters } from './company-product-filter.table';
import { companyProducts, type CompanyProductRow } from './company-product.table';
import type { ProductRow } from './product.table';

/** Field errors of the filters: choices that do not fit the product, lists of another company. */
async function filterErrors(
  db: Executor,
  companyId: number,
  product: ProductRow,
  filters: FilterInput[],
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (filters.length === 0) return { filters: MESSAGE.COMPANY_PRODUCT_NO_FILTERS };
  const listIds = filters.map((f) => f.notification_list_id).filter((id): id is number => !!id);
  const ownLists = new Set(
    listIds.length === 0
      ? []
      : (
          await db
            .select({ id: notificationLists.id })
            .from(notificationLists)
            .where(
              and(
                eq(notificationLists.companyId, companyId),
                inArray(notificationLists.id, listIds),
              ),
            )
        ).map((row) => row.id),
  );
  filters.forEach((filter, index) => {
    for (const [field, message] of Object.entries(
      filterChoiceErrors(product.questions, filter.choices),
    ))
      fields[`filters.${index}.${field}`] = message;
    if (filter.notification_list_id && !ownLists.has(filter.notification_list_id))
      fields[`filters.${index}.notification_list_id`] = MESSAGE.SELECT_OPTION;
  });
  return fields;
}

/** The filter's columns; without deviating coordinates the filter sits on the company's address. */
function filterValues(company: CompanyRow, filter: FilterInput) {
  const own = filter.deviating_coordinates && filter.latitude != null && filter.longitude != null;
  return {
    position: filter.position,
    paused: filter.paused,
    latitude: own ? filter.latitude! : (company.latitude ?? filter.latitude ?? null),
    longitude: own ? filter.longitude! : (company.longitude ?? filter.longitude ?? null),
    deviatingCoordinates: own,
    maxDistance: filter.max_distance,
    municipalities: [...new Set(filter.municipalities)],
    choices: filter.choices,
    notificationListId: filter.notification_list_id ?? null,
    assignmentMax: filter.assignment_max,
    assignmentPeriod: filter.assignment_period,
  };
}

/**
 * Creates or saves a company product with all its filters in one transaction:
 * filters with an id are updated, new ones added, missing ones deleted. A save of
 * an existing record must send the version it read (409 otherwise).
 */
export async function saveCompanyProduct(
  tx: Tx,
  company: CompanyRow,
  product: ProductRow,
  input: CompanyProductInput,
  userId: number,
): Promise<CompanyProductRow> {
  const fields = await filterErrors(tx, company.id, product, input.filters);
  if (fields.filters) throw badRequest(MESSAGE.COMPANY_PRODUCT_NO_FILTERS, fields);
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);

  const [existing] = await tx
    .select()
    .from(companyProducts)
    .where(
      and(eq(companyProducts.companyId, company.id), eq(companyProducts.productId, product.id)),
    )
    .for('update');
  if (existing && input.version !== existing.version) throw conflict();

  const values = {
    paused: input.paused,
    pausedUntil: input.paused_until ? new Date(input.paused_until) : null,
    assignByFilter: input.assign_by_filter,
    assignmentMax: input.assignment_max,
    assignmentPeriod: input.assignment_period,
  };
  const [row] = existing
    ? await tx
        .update(companyProducts)
        .set({ ...values, version: sql`${companyProducts.version} + 1` })
        .where(eq(companyProducts.id, existing.id))
        .returning()
    : await tx
        .insert(companyProducts)
        .values({ ...values, companyId: company.id, productId: product.id })
        .returning();
  const saved = row!;

  const current = await tx
    .select({ id: companyProductFilters.id })
    .from(companyProductFilters)
    .where(eq(companyProductFilters.companyProductId, saved.id));
  const currentIds = new Set(current.map((f) => f.id));
  const keep = new Set<number>();
  for (const filter of input.filters) {
    const columns = filterValues(company, filter);
    if (filter.id && currentIds.has(filter.id)) {
      keep.add(filter.id);
      await tx
        .update(companyProductFilters)
        .set({ ...columns, version: sql`${companyProductFilters.version} + 1` })
        .where(eq(companyProductFilters.id, filter.id));
    } else if (filter.id) {
      throw new ApiError(404, 'MESSAGE.NOT_FOUND');
    } else {
      await tx.insert(companyProductFilters).values({ ...columns, companyProductId: saved.id });
    }
  }
  const gone = [...currentIds].filter((id) => !keep.has(id));
  if (gone.length > 0)
    await tx.delete(companyProductFilters).where(inArray(companyProductFilters.id, gone));

  await recordEvent(tx, {
    type: 'company_product.saved',
    companyId: company.id,
    userId,
    payload: { company_product_id: saved.id, product_id: product.id },
  });
  return saved;
}
