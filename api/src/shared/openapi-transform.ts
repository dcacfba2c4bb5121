import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
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

type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];

/**
 * fastify-type-provider-zod's document transform: every named schema becomes a
 * component, once as output and once as `<Name>Input`. Our named schemas are
 * answers, so the input copies nobody refers to are left out.
 */
export function openApiTransformObject(
  input: TransformObjectInput,
): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input) as {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const used = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
  const referenced = (name: string) =>
    used.includes(`"#/components/schemas/${name}"`) ||
    Object.entries(schemas).some(
      ([other, schema]) =>
        other !== name && JSON.stringify(schema).includes(`"#/components/schemas/${name}"`),
    );
  // Repeat: dropping a list's input copy can leave its items' copy unreferenced.
  let dropped = true;
  while (dropped) {
    dropped = false;
    for (const name of Object.keys(schemas)) {
      if (name.endsWith('Input') && schemas[name.slice(0, -'Input'.length)] && !referenced(name)) {
        delete schemas[name];
        dropped = true;
      }
    }
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
}
