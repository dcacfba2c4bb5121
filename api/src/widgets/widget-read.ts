import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { emptySettings, WIDGET_TYPES } from '#domain/widgets/widget';
import { cmsPages } from '../cms';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import type { widgetSchema } from './widget.schema';
import {
  widgetImages,
  widgetLinkGroups,
  widgetLinks,
  widgets,
  type WidgetImageRow,
  type WidgetRow,
} from './widget.table';

export type WidgetJson = z.input<typeof widgetSchema>;

export interface WidgetLinkRead {
  id: number;
  label: string;
  external: boolean;
  externalUrl: string | null;
  pageId: number | null;
  pageUrl: string | null;
  position: number;
}

export interface WidgetRead {
  widget: WidgetRow;
  groups: { id: number; title: string; position: number; links: WidgetLinkRead[] }[];
  images: WidgetImageRow[];
}

/** Makes sure the domain has a widget of every type (rows with the type's empty settings). */
export async function ensureWidgets(tx: Executor, domainId: number): Promise<void> {
  await tx
    .insert(widgets)
    .values(WIDGET_TYPES.map((type) => ({ domainId, type, settings: emptySettings(type) })))
    .onConflictDoNothing();
}

/** Widgets with their groups, links (and the linked pages' urls) and images, in order. */
export async function readWidgets(tx: Executor, rows: WidgetRow[]): Promise<WidgetRead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: the caller may pass a transaction.
  const groups = await tx
    .select()
    .from(widgetLinkGroups)
    .where(inArray(widgetLinkGroups.widgetId, ids))
    .orderBy(asc(widgetLinkGroups.position), asc(widgetLinkGroups.id));
  const links =
    groups.length === 0
      ? []
      : await tx
          .select({
            id: widgetLinks.id,
            groupId: widgetLinks.groupId,
            label: widgetLinks.label,
            external: widgetLinks.external,
            externalUrl: widgetLinks.externalUrl,
            pageId: widgetLinks.pageId,
            pageUrl: cmsPages.url,
            position: widgetLinks.position,
          })
          .from(widgetLinks)
          .leftJoin(cmsPages, eq(cmsPages.id, widgetLinks.pageId))
          .where(
            inArray(
              widgetLinks.groupId,
              groups.map((group) => group.id),
            ),
          )
          .orderBy(asc(widgetLinks.position), asc(widgetLinks.id));
  const images = await tx
    .select()
    .from(widgetImages)
    .where(inArray(widgetImages.widgetId, ids))
    .orderBy(asc(widgetImages.name));
  return rows.map((widget) => ({
    widget,
    groups: groups
      .filter((group) => group.widgetId === widget.id)
      .map((group) => ({
        id: group.id,
        title: group.title,
        position: group.position,
        links: links
          .filter((link) => link.groupId === group.id)
          .map(({ groupId: _groupId, ...link }) => link),
      })),
    images: images.filter((image) => image.widgetId === widget.id),
  }));
}

export function widgetJson({ widget, groups, images }: WidgetRead): WidgetJson {
  return {
    id: widget.id,
    domain_id: widget.domainId,
    type: widget.type,
    settings: widget.settings,
    link_groups: groups.map((group) => ({
      id: group.id,
      title: group.title,
      position: group.position,
      links: group.links.map((link) => ({
        id: link.id,
        label: link.label,
        external: link.external,
        external_url: link.externalUrl,
        page_id: link.pageId,
        page_url: link.pageUrl,
        position: link.position,
      })),
    })),
    images: images.map((image) => ({
      name: image.name,
      file_name: image.fileName,
      content_type: image.contentType,
      size_bytes: image.sizeBytes,
      width: image.width,
      height: image.height,
      updated_at: image.updatedAt.toISOString(),
    })),
    version: widget.version,
    updated_at: widget.updatedAt.toISOString(),
  };
}

/** The domain's widgets in the order of WIDGET_TYPES. */
export async function domainWidgets(tx: Executor, domainId: number): Promise<WidgetRead[]> {
  const rows = await tx.select().from(widgets).where(eq(widgets.domainId, domainId));
  rows.sort((a, b) => WIDGET_TYPES.indexOf(a.type) - WIDGET_TYPES.indexOf(b.type));
  return readWidgets(tx, rows);
}

/** One widget, read whole; 404 when there is none (or the id cannot be one). */
export async function findWidget(
  tx: Executor,
  id: number | null,
  lock = false,
): Promise<WidgetRow> {
  if (id === null) throw notFound();
  const query = tx.select().from(widgets).where(eq(widgets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function oneWidgetJson(tx: Executor, row: WidgetRow): Promise<WidgetJson> {
  const [read] = await readWidgets(tx, [row]);
  return widgetJson(read!);
}
