import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestTag, RestTagList, RestTagSuggestionList } from './rest-types';

const tagBody = (input: { name: string; boundPageId?: string | null }) => ({
  name: input.name,
  bound_page_id: input.boundPageId ? numericId(input.boundPageId) : null,
});

/** Tags (schema/tags.graphql). */
export const tagsResolvers = {
  Query: {
    tags: (_parent, { search, page, pageSize }, { rest }) =>
      rest.get<RestTagList>('/tag', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    tag: (_parent, { id }, { rest }) => orNull(rest.get<RestTag>(`/tag/${numericId(id)}`)),
    tagByName: async (_parent, { name }, { rest }) =>
      name.trim()
        ? ((await rest.get<RestTagList>('/tag', { exactName: name, itemsPerPage: 1 })).items[0] ??
          null)
        : null,
    tagSuggestions: async (_parent, { search, exclude }, { rest }) =>
      (await rest.get<RestTagSuggestionList>('/tag/suggestion', { search, exclude: exclude ?? [] }))
        .items,
  },
  Mutation: {
    createTag: (_parent, { input }, { rest }) =>
      withCamelFields(rest.post<RestTag>('/tag', tagBody(input))),
    ensureUnboundTag: (_parent, { name }, { rest }) =>
      withCamelFields(rest.post<RestTag>('/tag/unbound', { name })),
    updateTag: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(rest.put<RestTag>(`/tag/${numericId(id)}`, { ...tagBody(input), version })),
    mergeTag: (_parent, { id, into, boundPageId, version }, { rest }) =>
      withCamelFields(
        rest.post<RestTag>(`/tag/${numericId(id)}/merge`, {
          into: numericId(into),
          bound_page_id: boundPageId ? numericId(boundPageId) : null,
          version,
        }),
      ),
    deleteTag: async (_parent, { id }, { rest }) => {
      await rest.delete(`/tag/${numericId(id)}`);
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
