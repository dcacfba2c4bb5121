import DataLoader from 'dataloader';
import type { RestClient } from '../rest/rest-client';
import type {
  RestCmsAuthor,
  RestCmsAuthorList,
  RestCmsDomain,
  RestCmsDomainList,
} from './rest-types';

/** Per-request loaders of the CMS: the few domains and authors, each read once per request. */
export function createCmsLoaders(rest: RestClient) {
  return {
    cmsDomains: new DataLoader<'all', Map<number, RestCmsDomain>>(
      async (keys) => {
        const answer = await rest.get<RestCmsDomainList>('/cms/domain');
        const byId = new Map(answer.items.map((domain) => [domain.id, domain]));
        return keys.map(() => byId);
      },
      { batch: false },
    ),
    cmsAuthors: new DataLoader<'all', Map<number, RestCmsAuthor>>(
      async (keys) => {
        const answer = await rest.get<RestCmsAuthorList>('/cms/author');
        const byId = new Map(answer.items.map((author) => [author.id, author]));
        return keys.map(() => byId);
      },
      { batch: false },
    ),
  };
}

export type CmsLoaders = ReturnType<typeof createCmsLoaders>;
