import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers, WidgetInput } from '../generated/resolvers';
import { widgetImageUrl } from './file-routes';
import type { WidgetImageSource, RestWidgetLink, RestWidget } from './rest-types';

/**
 * Field errors by the input's names (link_groups.1.links.0.external_url ->
 * linkGroups.1.links.0.externalUrl); settings keep their REST names, as sent.
 */
const inputNames = <T>(call: Promise<T>) =>
  withRenamedFields(call, (key) => (key.startsWith('settings.') ? key : snakeToCamel(key)));

const widgetBody = (input: WidgetInput, version: number) => ({
  version,
  settings: input.settings,
  link_groups: input.linkGroups.map((group) => ({
    title: group.title,
    links: group.links.map((link) => ({
      label: link.label,
      external: link.external,
      external_url: link.externalUrl ?? null,
      page_id: link.pageId ? numericId(link.pageId) : null,
    })),
  })),
});

/** Widgets (schema/widgets.graphql); images go through ./file-routes. */
export const widgetsResolvers = {
  Query: {
    widgets: async (_parent, { domainId }, { rest }) =>
      (await rest.typed.get(`/cms/widget/${numericId(domainId)}`)).items,
  },
  Mutation: {
    saveWidget: (_parent, { id, input, version }, { rest }) =>
      inputNames(rest.typed.put(`/cms/widget/${numericId(id)}`, widgetBody(input, version))),
    deleteWidgetImage: (_parent, { id, name }, { rest }) =>
      rest.typed.delete(`/cms/widget/${numericId(id)}/${encodeURIComponent(name)}`),
  },
  Widget: {
    ...snakeFields<RestWidget>()('domain_id', 'link_groups', 'updated_at'),
    settings: (widget) => widget.settings,
    images: (widget) => widget.images.map((image) => ({ ...image, widget_id: widget.id })),
  },
  WidgetLink: {
    ...snakeFields<RestWidgetLink>()('external_url', 'page_id', 'page_url'),
  },
  WidgetImage: {
    ...snakeFields<WidgetImageSource>()('file_name', 'content_type', 'size_bytes', 'updated_at'),
    url: (image) => widgetImageUrl(image.widget_id, image.name, image.updated_at),
  },
} satisfies Resolvers;
