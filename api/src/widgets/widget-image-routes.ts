import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { imageSize } from '#domain/cms/image-size';
import { isWidgetImage, WIDGET_LIMITS } from '#domain/widgets/widget';
import { idOf, requireCmsUser } from '../cms';
import { cleanFileName, sendStoredFile, CONTENT_TYPES, detectFileType, readUpload } from '../files';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES } from '../shared/responses';
import { findWidget, oneWidgetJson } from './widget-read';
import { widgetSchema } from './widget.schema';
import { widgetImages, type WidgetRow } from './widget.table';
import { recordWidgetChange } from './widget-write';

const params = z.object({ id: z.string(), name: z.string() });

/** The widget and an image name its type has; anything else is 404. */
async function widgetWithImage(
  db: Parameters<typeof findWidget>[0],
  id: string,
  name: string,
): Promise<WidgetRow> {
  const widget = await findWidget(db, idOf(id));
  if (!isWidgetImage(widget.type, name)) throw notFound();
  return widget;
}

/**
 * A widget's named images (spec: upload images to cms/widget/{id}/{image name}).
 * An upload replaces the image of that name (the old file goes) and leaves the
 * widget's version alone, so an open form can still save its links.
 */
export const widgetImageRoutes = (storage: FileStorage): AreaPlugin =>
  async function widgetImagePlugin(app, { db }) {
    app.post(
      '/cms/widget/:id/:name',
      {
        schema: {
          tags: ['widgets'],
          summary: `Upload a widget image by name (multipart: file; png, jpeg, webp or svg by content, up to ${WIDGET_LIMITS.imageBytes / 1024 / 1024} MB)`,
          params,
          response: { 200: widgetSchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        const viewer = requireCmsUser(request);
        const widget = await widgetWithImage(db, request.params.id, request.params.name);
        const file = await readUpload(request, WIDGET_LIMITS.imageBytes);
        const type = detectFileType(file.data);
        if (!type || type === 'pdf') throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
        const size = imageSize(type, file.data);
        const key = `widgets/${widget.id}/${request.params.name}-${randomBytes(12).toString('hex')}.${type}`;
        await storage.put(key, file.data, CONTENT_TYPES[type]);
        let previous: string | null = null;
        try {
          const answer = await db.transaction(async (tx) => {
            const locked = await findWidget(tx, widget.id, true);
            const [old] = await tx
              .select({ key: widgetImages.storageKey })
              .from(widgetImages)
              .where(
                and(
                  eq(widgetImages.widgetId, widget.id),
                  eq(widgetImages.name, request.params.name),
                ),
              );
            previous = old?.key ?? null;
            const values = {
              storageKey: key,
              contentType: CONTENT_TYPES[type],
              fileName: cleanFileName(file.filename),
              sizeBytes: file.data.length,
              width: size?.width ?? null,
              height: size?.height ?? null,
              updatedAt: new Date(),
            };
            await tx
              .insert(widgetImages)
              .values({ widgetId: widget.id, name: request.params.name, ...values })
              .onConflictDoUpdate({
                target: [widgetImages.widgetId, widgetImages.name],
                set: values,
              });
            await recordWidgetChange(
              tx,
              locked,
              'widgets.image_changed',
              viewer.userId,
              request.params.name,
            );
            return oneWidgetJson(tx, locked);
          });
          if (previous) await storage.delete(previous).catch(() => undefined);
          return answer;
        } catch (error) {
          await storage.delete(key).catch(() => undefined);
          throw error;
        }
      },
    );

    app.get(
      '/cms/widget/:id/:name',
      {
        schema: {
          tags: ['widgets'],
          summary: 'A widget image by name (content editors)',
          params,
          response: {
            200: fileResponse([...IMAGE_TYPES], 'The image'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const widget = await widgetWithImage(db, request.params.id, request.params.name);
        const [image] = await db
          .select()
          .from(widgetImages)
          .where(
            and(eq(widgetImages.widgetId, widget.id), eq(widgetImages.name, request.params.name)),
          );
        if (!image) throw notFound();
        return sendStoredFile(reply, await storage.get(image.storageKey));
      },
    );

    app.delete(
      '/cms/widget/:id/:name',
      {
        schema: {
          tags: ['widgets'],
          summary: 'Removes a widget image by name (after confirmation); its file goes too',
          params,
          response: { 200: widgetSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireCmsUser(request);
        const widget = await widgetWithImage(db, request.params.id, request.params.name);
        const { answer, removed } = await db.transaction(async (tx) => {
          const locked = await findWidget(tx, widget.id, true);
          const [row] = await tx
            .delete(widgetImages)
            .where(
              and(eq(widgetImages.widgetId, widget.id), eq(widgetImages.name, request.params.name)),
            )
            .returning();
          if (!row) throw notFound();
          await recordWidgetChange(
            tx,
            locked,
            'widgets.image_changed',
            viewer.userId,
            request.params.name,
          );
          return { answer: await oneWidgetJson(tx, locked), removed: row.storageKey };
        });
        await storage.delete(removed).catch(() => undefined);
        return answer;
      },
    );
  };
