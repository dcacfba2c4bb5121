import DataLoader from 'dataloader';
import type { RestClient } from './rest-client';

export interface Identified {
  id: number | string;
}

/**
 * A per-request DataLoader over one of the api's batch reads
 * (`GET <path>?ids=1,2,3` answering `{ items }` in any order, missing ids left out).
 * All `load(id)` calls of one tick become one REST call; an unknown id loads as null.
 */
export function createBatchLoader<T extends Identified>(
  rest: RestClient,
  path: string,
  options: { maxBatchSize?: number } = {},
): DataLoader<string | number, T | null, string> {
  return new DataLoader<string | number, T | null, string>(
    async (ids) => {
      const answer = await rest.get<{ items?: T[] } | T[]>(path, { ids: ids.join(',') });
      const items = Array.isArray(answer) ? answer : (answer?.items ?? []);
      const byId = new Map(items.map((item) => [String(item.id), item]));
      return ids.map((id) => byId.get(String(id)) ?? null);
    },
    // 500 is the api's limit for ?ids= (users and companies).
    { cacheKeyFn: (id) => String(id), maxBatchSize: options.maxBatchSize ?? 500 },
  );
}
