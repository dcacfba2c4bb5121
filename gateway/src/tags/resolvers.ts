import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestTag } from './rest-types';

const tagBody = (input: { name: string; boundPageId?: string | null }) => ({
  name: input.name,
  bound_page_id: input.boundPageId ? numericId(input.boundPageId) : null,
});

/** Tags (schema/tags.graphql). */
export const tagsResolvers = {
  Query: {
    tags: (_parent, { search, page, pageSize }, { rest }) =>
      rest.typed.get('/tag', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    tag: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/tag/${numericId(id)}`)),
    tagByName: async (_parent, { name }, { rest }) =>
      name.trim()
        ? ((await rest.typed.get('/tag', { exactName: name, itemsPerPage: 1 })).items[0] ?? null)
        : null,
    tagSuggestions: async (_parent, { search, exclude }, { rest }) =>
      (await rest.typed.get('/tag/suggestion', { search, exclude: exclude ?? [] })).items,
  },
  Mutation: {
    createTag: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post('/tag', tagBody(input))),
    ensureUnboundTag: (_parent, { name }, { rest }) =>
      withCamelFields(rest.typed.post('/tag/unbound', { name })),
    updateTag: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(rest.typed.put(`/tag/${numericId(id)}`, { ...tagBody(input), version })),
    mergeTag: (_parent, { id, into, boundPageId, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/tag/${numericId(id)}/merge`, {
          into: numericId(into),
          bound_page_id: boundPageId ? numericId(boundPageId) : null,
          version,
        }),
      ),
    deleteTag: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/tag/${numericId(id)}`);
      return true;
    },
  },
  Tag: {
    ...snakeFields<RestTag>()(
      'bound_page_id',
      'bound_page_url',
      'bound_page_domain_id',
      'page_count',
    ),
  },
} satisfies Resolvers;
