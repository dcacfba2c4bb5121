import { snakeFields } from '../rest/snake-fields';
import { MENU_ITEM_PATHS } from '#domain/menus/menu-kind';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CmsMenuItemInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestMenuItem, RestMenuItemDeleted, RestMenuItemList } from './rest-types';

const optionalId = (id: string | null | undefined) => (id ? numericId(id) : null);

const itemBody = (input: CmsMenuItemInput) => ({
  label: input.label,
  external: input.external,
  external_url: input.externalUrl ?? null,
  page_id: optionalId(input.pageId),
  icon: input.icon ?? null,
  product_id: optionalId(input.productId),
});

/** Menus and product menus (schema/menus.graphql): both kinds go to their own REST path. */
export const menusResolvers = {
  Query: {
    cmsMenuItems: (_parent, { kind, domainId }, { rest }) =>
      rest.get<RestMenuItemList>(MENU_ITEM_PATHS[kind], { domainId: numericId(domainId) }),
    cmsMenuItem: (_parent, { kind, id }, { rest }) =>
      orNull(rest.get<RestMenuItem>(`${MENU_ITEM_PATHS[kind]}/${numericId(id)}`)),
  },
  Mutation: {
    createCmsMenuItem: (_parent, { kind, domainId, parentId, position, input }, { rest }) =>
      withCamelFields(
        rest.post<RestMenuItem>(MENU_ITEM_PATHS[kind], {
          domain_id: numericId(domainId),
          parent_id: optionalId(parentId),
          position: position ?? null,
          ...itemBody(input),
        }),
      ),
    updateCmsMenuItem: (_parent, { kind, id, input, version }, { rest }) =>
      withCamelFields(
        rest.post<RestMenuItem>(`${MENU_ITEM_PATHS[kind]}/${numericId(id)}`, {
          ...itemBody(input),
          version,
        }),
      ),
    moveCmsMenuItem: (_parent, { kind, id, parentId, position, version }, { rest }) =>
      withCamelFields(
        rest.post<RestMenuItem>(`${MENU_ITEM_PATHS[kind]}/${numericId(id)}/move`, {
          parent_id: optionalId(parentId),
          position,
          version,
        }),
      ),
    deleteCmsMenuItem: async (_parent, { kind, id }, { rest }) =>
      (await rest.delete<RestMenuItemDeleted>(`${MENU_ITEM_PATHS[kind]}/${numericId(id)}`)).deleted,
  },
  CmsMenuItem: {
    ...snakeFields<RestMenuItem>()(
      'domain_id',
      'parent_id',
      'external_url',
      'page_id',
      'page_url',
      'product_id',
      'product_name',
      'child_count',
    ),
  },
} satisfies Resolvers;
