import { z } from 'zod';

/**
 * Response schemas every area shares. Fastify serialises answers with them and
 * the OpenAPI document (and so the gateway's generated REST types) is built
 * from them; `.meta({ id })` makes a schema a named `components.schemas` entry.
 */

/** The REST error answer: a MESSAGE.* key and, for validation failures, a key per field. */
export const errorSchema = z
  .object({
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    existing_id: z
      .number()
      .int()
      .optional()
      .describe('with an …_ALREADY_EXISTS answer: the record that has the name already'),
  })
  .meta({ id: 'Error' });

/** An answer that only carries a MESSAGE.* key to show. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** `{ 401: errorSchema, 404: errorSchema, … }` for the error statuses a route can answer. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    S,
    typeof errorSchema
  >;
}

/** A paged list answer: `{ items, total }`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

/** A batch answer for the gateway's DataLoaders: `{ items }`. */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** Media types of the file answers, by schema (read by the OpenAPI transform in app.ts). */
const fileMediaTypes = new WeakMap<z.ZodType, readonly string[]>();

/**
 * A file answer (image, PDF, CSV, …): Fastify sends the Buffer or string as it is,
 * so nothing is serialised; the OpenAPI document lists the media types as binary.
 */
export function fileResponse(mediaTypes: readonly string[], description: string) {
  const schema = z.any().describe(description);
  fileMediaTypes.set(schema, mediaTypes);
  return schema;
}

/** The media types of a `fileResponse` schema, or undefined for a JSON answer. */
export function fileMediaTypesOf(schema: unknown): readonly string[] | undefined {
  return schema instanceof z.ZodType ? fileMediaTypes.get(schema) : undefined;
}

/** The image types the api hands out (photos, logos). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
