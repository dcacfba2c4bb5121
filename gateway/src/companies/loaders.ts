import DataLoader from 'dataloader';
import { createBatchLoader } from '../rest/batch-loader';
import type { RestClient } from '../rest/rest-client';
import { errorCode } from '../rest/rest-error';
import type { RestCompany } from './rest-types';

/** A loader of one REST read per company id (no batch endpoint), deduplicated per request. */
function perCompany<T>(load: (id: string) => Promise<T>): DataLoader<string | number, T, string> {
  return new DataLoader<string | number, T, string>(
    (ids) => Promise.all(ids.map((id) => load(String(id)).catch((error: Error) => error))),
    { cacheKeyFn: (id) => String(id), batch: false },
  );
}

/** Per-request loaders of the companies area. */
export function createCompanyLoaders(rest: RestClient) {
  return {
    /** Companies by id over GET /company?ids=1,2,3 (ids the viewer may not see load as null). */
    companyById: createBatchLoader<RestCompany>(rest, '/company'),
    /** The users of a company with their link versions (GET /company/{id}/user). */
    companyMembers: perCompany(async (id) => {
      const answer = await rest.typed.get(`/company/${id}/user`);
      return answer.items;
    }),
    /** The SEPA mandate of a company, null when it has none. */
    sepaMandate: perCompany(async (id) => {
      try {
        return await rest.typed.get(`/company/${id}/sepa`);
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    }),
  };
}

export type CompanyLoaders = ReturnType<typeof createCompanyLoaders>;
