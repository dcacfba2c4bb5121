import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Gateway areas hand their resolvers, DataLoaders and HTTP routes to gateway/src/areas.ts, one
// line each (Node cannot find them by a glob and keep their types); an area with several
// resolver files gathers them in its own resolvers.ts first. This keeps that chain whole:
// every exported piece is taken up by another file, so none is written and forgotten.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../gateway/src');
const PIECE = /^export (?:const|async function|function) (\w+(?:Resolvers|Routes|Loaders))\b/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FILES = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

describe('the gateway areas', () => {
  it('hand every resolver set, loader factory and HTTP route on to the schema or the server', () => {
    const pieces = FILES.flatMap((file) =>
      [...file.text.matchAll(PIECE)].map(([, name]) => ({ name: name!, file: file.path })),
    );
    expect(pieces.map((piece) => piece.name)).toContain('companiesResolvers');
    const unused = pieces.filter(
      ({ name, file }) =>
        !FILES.some(
          (other) =>
            other.path !== file &&
            new RegExp(`import [^;]*\\b${name}\\b[^;]*;`).test(other.text) &&
            new RegExp(`\\b${name}\\b`).test(other.text.replace(/import [^;]*;/g, '')),
        ),
    );
    expect(unused).toEqual([]);
  });
});
