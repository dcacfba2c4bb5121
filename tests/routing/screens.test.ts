import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#domain/routing/routes';

// A screen registered under a path the route table does not have would never
// show: the route would fall back to "nog niet beschikbaar". Read the keys as text
// so this stays a plain unit test (no React needed).
const featuresDir = new URL('../../web/src/features/', import.meta.url);
const paths = new Set(ROUTES.map((route) => route.path));

const registrations = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    let source: string;
    try {
      source = readFileSync(new URL(`${entry.name}/screens.ts`, featuresDir), 'utf8');
    } catch {
      return [];
    }
    return [...source.matchAll(/^\s*'(\/[^']*)':/gm)].map((match) => [entry.name, match[1]!]);
  });

describe('feature screens', () => {
  it('registers screens at all', () => {
    expect(registrations.length).toBeGreaterThan(10);
  });
  it.each(registrations)('%s registers %s, a path of the route table', (_feature, path) => {
    expect(paths.has(path)).toBe(true);
  });
});
