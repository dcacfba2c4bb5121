import { snakeFields } from '../rest/snake-fields';
import type { MenuKind } from '#domain/menus/menu-kind';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CmsMenuItemInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestMenuItem } from './rest-types';

const optionalId = (id: string | null | undefined) => (id ? numericId(id) : null);

const itemBody = (input: CmsMenuItemInput) => ({
  label: input.label,
  external: input.external,
  external_url: input.externalUrl ?? null,
  page_id: optionalId(input.pageId),
  icon: input.icon ?? null,
  product_id: optionalId(input.productId),
});

/**
 * Each kind's items path in the api (the domain's MENU_ITEM_PATHS, whose values are
 * plain strings), as addresses the typed REST calls match: a path the api lacks is a
 * type error here.
 */
const ITEMS_PATH = {
  menu: '/cms/menu_item',
  product_menu: '/cms/product_menu_item',
} as const satisfies Record<MenuKind, string>;

/** Menus and product menus (schema/menus.graphql): both kinds go to their own REST path. */
export const menusResolvers = {
  Query: {
    cmsMenuItems: (_parent, { kind, domainId }, { rest }) =>
      rest.typed.get(ITEMS_PATH[kind], { domainId: numericId(domainId) }),
    cmsMenuItem: (_parent, { kind, id }, { rest }) =>
      orNull(rest.typed.get(`${ITEMS_PATH[kind]}/${numericId(id)}`)),
  },
  Mutation: {
    createCmsMenuItem: (_parent, { kind, domainId, parentId, position, input }, { rest }) =>
      withCamelFields(
        rest.typed.post(ITEMS_PATH[kind], {
          domain_id: numericId(domainId),
          parent_id: optionalId(parentId),
          position: position ?? null,
          ...itemBody(input),
        }),
      ),
    updateCmsMenuItem: (_parent, { kind, id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`${ITEMS_PATH[kind]}/${numericId(id)}`, {
          ...itemBody(input),
          version,
        }),
      ),
    moveCmsMenuItem: (_parent, { kind, id, parentId, position, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`${ITEMS_PATH[kind]}/${numericId(id)}/move`, {
          parent_id: optionalId(parentId),
          position,
          version,
        }),
      ),
    deleteCmsMenuItem: async (_parent, { kind, id }, { rest }) =>
      (await rest.typed.delete(`${ITEMS_PATH[kind]}/${numericId(id)}`)).deleted,
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
