import { and, eq, inArray, sql } from 'drizzle-orm';
import { settingsPageId, type WidgetSaveInput } from '#domain/widgets/widget';
import { cmsPages } from '../cms';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import { badRequest, conflict, notFound } from '../shared/errors';
import { widgetLinkGroups, widgetLinks, widgets, type WidgetRow } from './widget.table';

/** Every page the save links to, by the field path that names it. */
function pageReferences(widget: WidgetRow, input: WidgetSaveInput) {
  const refs: { path: string; id: number }[] = [];
  input.link_groups.forEach((group, g) =>
    group.links.forEach((link, l) => {
      if (link.page_id !== null)
        refs.push({ path: `link_groups.${g}.links.${l}.page_id`, id: link.page_id });
    }),
  );
  const button = settingsPageId(widget.type, input.settings);
  if (button !== null) refs.push({ path: 'settings.button.page_id', id: button });
  return refs;
}

/** Links may only lead to pages of the widget's own domain. */
async function checkPages(tx: Executor, widget: WidgetRow, input: WidgetSaveInput) {
  const refs = pageReferences(widget, input);
  if (refs.length === 0) return;
  const found = await tx
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.domainId, widget.domainId),
        inArray(
          cmsPages.id,
          refs.map((ref) => ref.id),
        ),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const fields = Object.fromEntries(
    refs.filter((ref) => !known.has(ref.id)).map((ref) => [ref.path, 'MESSAGE.SELECT_OPTION']),
  );
  if (Object.keys(fields).length > 0) throw badRequest('MESSAGE.VALIDATION_FAILED', fields);
}

/**
 * Saves a widget as a whole over the version read: its settings, and its link
 * groups and links replaced by the ones sent, in their order (positions from 1).
 * Runs inside the caller's transaction; the widget row is locked first.
 */
export async function saveWidget(
  tx: Executor,
  id: number,
  version: number,
  input: WidgetSaveInput,
  userId: number | null,
): Promise<WidgetRow> {
  const [widget] = await tx.select().from(widgets).where(eq(widgets.id, id)).for('update');
  if (!widget) throw notFound();
  if (widget.version !== version) throw conflict();
  await checkPages(tx, widget, input);
  await tx.delete(widgetLinkGroups).where(eq(widgetLinkGroups.widgetId, widget.id));
  for (const [g, group] of input.link_groups.entries()) {
    const [row] = await tx
      .insert(widgetLinkGroups)
      .values({ widgetId: widget.id, title: group.title, position: g + 1 })
      .returning({ id: widgetLinkGroups.id });
    if (group.links.length > 0)
      await tx.insert(widgetLinks).values(
        group.links.map((link, l) => ({
          groupId: row!.id,
          label: link.label,
          external: link.external,
          externalUrl: link.external_url,
          pageId: link.page_id,
          position: l + 1,
        })),
      );
  }
  const [saved] = await tx
    .update(widgets)
    .set({
      settings: input.settings,
      updatedAt: new Date(),
      updatedBy: userId,
      version: sql`${widgets.version} + 1`,
    })
    .where(eq(widgets.id, widget.id))
    .returning();
  await recordWidgetChange(tx, saved!, 'widgets.widget_saved', userId);
  return saved!;
}

/** Tells whoever follows the outbox (a site's cache, another editor) that a widget changed. */
export async function recordWidgetChange(
  tx: Executor,
  widget: WidgetRow,
  type: 'widgets.widget_saved' | 'widgets.image_changed',
  userId: number | null,
  image?: string,
): Promise<void> {
  await recordEvent(tx, {
    type,
    userId,
    payload: {
      widget_id: widget.id,
      domain_id: widget.domainId,
      widget_type: widget.type,
      ...(image ? { image } : {}),
    },
  });
}
