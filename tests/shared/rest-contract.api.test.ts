import type { OpenAPI3 } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../scripts/rest-types/render-rest-types';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Responses {
  [status: string]: { content?: Record<string, { schema?: unknown }> } | undefined;
}

/**
 * The api's OpenAPI document is the contract the gateway's REST types are generated from
 * (`npm run codegen:check`, part of `npm test`, fails when the committed types differ).
 */
describe('REST contract', () => {
  let document: OpenAPI3;

  beforeAll(async () => {
    document = await loadOpenApiDocument();
  });

  it('every operation describes its success answer', () => {
    const operations: string[] = [];
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = (item as Record<string, { responses?: Responses }>)[method];
        if (!operation) continue;
        const name = `${method.toUpperCase()} ${path}`;
        operations.push(name);
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^(2\d\d|303)$/.test(status),
        );
        // 204 answers nothing and a form post's 303 only where to go next (Location); every
        // other success names at least one media type with a schema.
        const described = success.some(
          ([status, response]) =>
            status === '204' ||
            status === '303' ||
            Object.values(response?.content ?? {}).some((media) => media.schema !== undefined),
        );
        if (!described) missing.push(name);
      }
    }
    expect(operations.length).toBeGreaterThan(0);
    expect(missing, 'operations without a response schema for their success status').toEqual([]);
  });

  it('every operation describes its error answers with the shared Error schema', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = (item as Record<string, { responses?: Responses }>)[method];
        if (!operation) continue;
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!/^4\d\d$/.test(status)) continue;
          const schema = response?.content?.['application/json']?.schema as
            { $ref?: string } | undefined;
          if (schema?.$ref !== '#/components/schemas/Error')
            wrong.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
