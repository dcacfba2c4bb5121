import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Api areas follow one layout (docs/architecture.md): `index.ts` (the public entry), `routes.ts`
// (its Fastify plugin) and `tables.ts` (every `*.table.ts`). Node cannot find them by a glob
// and stay typed, so `api/src/app.ts` and `api/src/db/schema.ts` list them, one line per area;
// this keeps those lists complete.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../api/src');
const AREAS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['shared', 'db'].includes(entry.name))
  .map((entry) => entry.name);

const read = (path: string) => readFileSync(join(SRC, path), 'utf8');
const has = (area: string, file: string) => existsSync(join(SRC, area, file));

describe('the api areas', () => {
  it('each have a public entry', () => {
    expect(AREAS).toContain('companies');
    expect(AREAS.filter((area) => !has(area, 'index.ts'))).toEqual([]);
  });

  it('re-export by name in their entries', () => {
    // Vitest's module runner copies an `export *`'s names once: read in the middle of an
    // import cycle between areas, it misses the names not defined yet, for good.
    expect(AREAS.filter((area) => /^export \* from/m.test(read(`${area}/index.ts`)))).toEqual([]);
  });

  it('have their routes registered in app.ts', () => {
    const app = read('app.ts');
    const list = /const AREA_ROUTES: AreaPlugin\[\] = \[([^\]]*)\]/.exec(app)?.[1] ?? '';
    const missing = AREAS.filter((area) => has(area, 'routes.ts')).filter((area) => {
      const name = new RegExp(`import \\{ (\\w+) \\} from '\\./${area}/routes';`).exec(app)?.[1];
      return !name || !new RegExp(`\\b${name}\\b`).test(list);
    });
    expect(missing).toEqual([]);
  });

  it('have every table in their tables.ts, and that in the schema', () => {
    const schema = read('db/schema.ts');
    const missing = AREAS.flatMap((area) => {
      const tableFiles = readdirSync(join(SRC, area)).filter((name) => name.endsWith('.table.ts'));
      if (tableFiles.length === 0) return [];
      const tables = has(area, 'tables.ts') ? read(`${area}/tables.ts`) : '';
      return [
        ...tableFiles
          .filter((name) => !tables.includes(`export * from './${name.slice(0, -3)}';`))
          .map((name) => `${area}/tables.ts: ${name}`),
        ...(schema.includes(`export * from '../${area}/tables';`) ? [] : [`db/schema.ts: ${area}`]),
      ];
    });
    expect(missing).toEqual([]);
  });
});
