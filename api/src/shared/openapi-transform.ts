import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { fileMediaTypesOf } from './responses';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * fastify-type-provider-zod's route transform, plus file answers: a response made
 * with `fileResponse` is documented as binary content of its media types instead
 * of JSON.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const response = (input.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const files = new Map<string, readonly string[]>();
  for (const [status, schema] of Object.entries(response ?? {})) {
    const types = fileMediaTypesOf(schema);
    if (types) files.set(status, types);
  }
  const result = jsonSchemaTransform(input);
  if (files.size === 0) return result;
  const transformed = result.schema as { response?: Record<string, unknown> };
  for (const [status, types] of files) {
    const json = transformed.response?.[status] as { description?: string } | undefined;
    transformed.response![status] = {
      description: json?.description ?? 'A file',
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  return result;
}
