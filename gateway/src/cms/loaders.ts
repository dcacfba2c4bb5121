import DataLoader from 'dataloader';
import type { RestClient } from '../rest/rest-client';
import { errorCode } from '../rest/rest-error';
import type { RestCmsAuthor, RestCmsDomain, RestCmsUpload } from './rest-types';

/** Per-request loaders of the CMS: the few domains and authors (read once), uploads by id. */
export function createCmsLoaders(rest: RestClient) {
  return {
    cmsDomains: new DataLoader<'all', Map<number, RestCmsDomain>>(
      async (keys) => {
        const answer = await rest.typed.get('/cms/domain');
        const byId = new Map(answer.items.map((domain) => [domain.id, domain]));
        return keys.map(() => byId);
      },
      { batch: false },
    ),
    /** Uploads by id (one read each; a page shows only a few). */
    cmsUploadById: new DataLoader<number, RestCmsUpload | null>(
      (ids) =>
        Promise.all(
          ids.map((id) =>
            rest.typed.get(`/cms/upload/${id}`).catch((error: unknown) => {
              if (errorCode(error) === 'NOT_FOUND') return null;
              throw error;
            }),
          ),
        ),
      { batch: false },
    ),
    cmsAuthors: new DataLoader<'all', Map<number, RestCmsAuthor>>(
      async (keys) => {
        const answer = await rest.typed.get('/cms/author');
        const byId = new Map(answer.items.map((author) => [author.id, author]));
        return keys.map(() => byId);
      },
      { batch: false },
    ),
  };
}

export type CmsLoaders = ReturnType<typeof createCmsLoaders>;
