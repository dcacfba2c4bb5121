import type {
  CompanyFilter,
  CompanyInput,
  CompanyPartnerSettingsInput,
  CompanySort,
  NotificationListInput,
  SepaMandateInput,
} from '../generated/resolvers';
import type { RestQuery } from '../rest/rest-client';
import { snakeBody } from '../rest/snake-body';

function toNumberId(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value);
}

/**
 * GraphQL CompanyInput -> the api's company body: the KvK head office number has a
 * Dutch REST name and the user ids are numbers there; the rest is the input in snake_case.
 */
export function companyBody(input: CompanyInput): Record<string, unknown> {
  const { kvkHeadOfficeNumber, accountManagerId, salespersonId, ...plain } = input;
  return {
    ...snakeBody(plain),
    kvk_hoofdvestiginsnummer: kvkHeadOfficeNumber,
    account_manager_id: accountManagerId === undefined ? undefined : toNumberId(accountManagerId),
    salesperson_id: salespersonId === undefined ? undefined : toNumberId(salespersonId),
  };
}

export const sepaBody = (input: SepaMandateInput) => snakeBody(input);
export const notificationListBody = (input: NotificationListInput) => snakeBody(input);
export const partnerSettingsBody = (input: CompanyPartnerSettingsInput) => snakeBody(input);

/** 'name_desc' -> '-name', as the api's sort parameter. */
export function restSort(sort: CompanySort | null | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.endsWith('_desc') ? `-${sort.slice(0, -'_desc'.length)}` : sort;
}

/** Query parameters of the overview and its CSV export. */
export function companyListQuery(
  filter: CompanyFilter | null | undefined,
  sort: CompanySort | null | undefined,
): RestQuery {
  const f = filter ?? {};
  // Checkbox filters: only a ticked box narrows the list.
  const flag = (value: boolean | null | undefined) => (value ? 'true' : undefined);
  return {
    sort: restSort(sort),
    accountManager: f.accountManagerId ?? undefined,
    leadPlazaSearches: f.leadPlazaSearches ? 'true' : undefined,
    leadGeneratorType: f.leadGeneratorType ?? undefined,
    search: f.search?.trim() || undefined,
    state: f.states && f.states.length > 0 ? f.states.join(',') : undefined,
    product: f.product || undefined,
    province: f.province || undefined,
    isLeadGeneratorCompany: flag(f.isLeadGeneratorCompany),
    isComparisonCompany: flag(f.isComparisonCompany),
  };
}

/** The query string of a RestQuery (undefined values left out). */
export function queryString(query: RestQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString();
}
