import { createBatchLoader } from '../rest/batch-loader';
import type { RestClient } from '../rest/rest-client';
import type { RestUser } from './rest-types';

/** Per-request loaders of the accounts area. */
export function createAccountLoaders(rest: RestClient) {
  return {
    /** Users by id over GET /user?ids=1,2,3. */
    userById: createBatchLoader<RestUser>(rest, '/user'),
  };
}
