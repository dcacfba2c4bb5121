import type { GatewayContext } from '../context';
import { numericId } from '../rest/numeric-id';
import type { RestCompany } from './rest-types';

/** The company as it is now (after a change), read once and remembered for this request. */
export async function freshCompany(
  { rest, loaders }: Pick<GatewayContext, 'rest' | 'loaders'>,
  id: string | number,
): Promise<RestCompany> {
  const companyId = numericId(id);
  const found = await rest.typed.get(`/company/${companyId}`);
  loaders.companyById.clear(companyId).prime(companyId, found);
  return found;
}

/** Remembers a company a mutation answered with, so its fields resolve without another call. */
export function remember(
  { loaders }: Pick<GatewayContext, 'loaders'>,
  company: RestCompany,
): RestCompany {
  loaders.companyById.clear(company.id).prime(company.id, company);
  return company;
}
