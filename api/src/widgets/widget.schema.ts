import { z } from 'zod';
import { WIDGET_TYPES } from '#domain/widgets/widget';

export const widgetLinkSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    external: z.boolean(),
    external_url: z.string().nullable(),
    page_id: z.number().int().nullable(),
    page_url: z.string().nullable().describe('the url of the linked page in the widget’s domain'),
    position: z.number().int(),
  })
  .meta({ id: 'WidgetLink' });

export const widgetLinkGroupSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    position: z.number().int(),
    links: z.array(widgetLinkSchema),
  })
  .meta({ id: 'WidgetLinkGroup' });

export const widgetImageSchema = z
  .object({
    name: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'WidgetImage' });

export const widgetSchema = z
  .object({
    id: z.number().int(),
    domain_id: z.number().int(),
    type: z.enum(WIDGET_TYPES),
    settings: z.record(z.string(), z.unknown()).describe('the type’s own fields (domain/widgets)'),
    link_groups: z.array(widgetLinkGroupSchema),
    images: z.array(widgetImageSchema).describe('the images uploaded so far, by name'),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'Widget' });

export const widgetListSchema = z
  .object({ items: z.array(widgetSchema) })
  .meta({ id: 'WidgetList' });

const deliveredLink = z.object({ label: z.string(), url: z.string(), external: z.boolean() });

/** A widget as the public sites get it: links as addresses, images as public file addresses. */
export const deliveredWidgetSchema = z
  .object({
    type: z.enum(WIDGET_TYPES),
    settings: z
      .record(z.string(), z.unknown())
      .describe('the type’s own fields; a button’s page is spelled out as its url'),
    link_groups: z.array(z.object({ title: z.string(), links: z.array(deliveredLink) })),
    images: z.record(
      z.string(),
      z.object({
        url: z.string(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'DeliveredWidget' });

export const deliveredWidgetListSchema = z
  .object({
    domain: z.object({ host: z.string(), name: z.string() }),
    items: z.array(deliveredWidgetSchema),
  })
  .meta({ id: 'DeliveredWidgetList' });
