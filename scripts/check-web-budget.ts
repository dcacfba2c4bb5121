/**
 * Weight budget of the built web app (web/dist), compressed as the gateway serves it:
 * - first load: what /login needs before it is interactive, i.e. index.html's entry
 *   chunk, its static imports (Vite preloads them) and their CSS; not the lazy chunks;
 * - each lazy route chunk: its own JS and CSS.
 * Reads the chunk graph from web/dist/.vite/manifest.json. Run after `npm run build:web`:
 *
 *   npm run check:web-budget
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const FIRST_LOAD_BUDGET = 170 * 1024;
const ROUTE_CHUNK_BUDGET = 150 * 1024;

// WEB_DIST: measure another build output (default web/dist).
const dist = resolve(process.env.WEB_DIST ?? resolve(import.meta.dirname, '../web/dist'));
const manifestPath = join(dist, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Weight {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

/** Bytes on the wire: the precompressed copy when the build wrote one, else the file itself. */
function served(file: string, suffix: '.br' | '.gz'): number {
  const path = join(dist, file);
  return statSync(existsSync(path + suffix) ? path + suffix : path).size;
}

function weigh(files: Iterable<string>): Weight {
  const weight: Weight = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    weight.files += 1;
    weight.raw += statSync(join(dist, file)).size;
    weight.brotli += served(file, '.br');
    weight.gzip += served(file, '.gz');
  }
  return weight;
}

/** The files a chunk brings along without asking: itself, its CSS, its static imports' (recursively). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const files = new Set<string>();
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) {
    for (const file of staticClosure(manifest, imported, seen)) files.add(file);
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(label: string, weight: Weight): string {
  return [
    label.padEnd(58),
    String(weight.files).padStart(5),
    kb(weight.raw).padStart(11),
    kb(weight.gzip).padStart(10),
    kb(weight.brotli).padStart(10),
  ].join(' ');
}

if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build:web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk (index.html).');
const firstLoadFiles = staticClosure(manifest, entryKey);
const firstLoad = weigh(firstLoadFiles);

// Everything loaded by `import()`. The manifest does not always mark such a chunk
// isDynamicEntry (e.g. when a static import of the same module shares it), so the
// dynamic imports are read as well.
const dynamicallyImported = new Set(
  Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []),
);
const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry || dynamicallyImported.has(key))
  .map(([key, chunk]) => {
    const own = weigh([chunk.file, ...(chunk.css ?? [])]);
    // What opening the route adds after the first load: for information.
    const extra = weigh([...staticClosure(manifest, key)].filter((f) => !firstLoadFiles.has(f)));
    return { name: chunk.src ?? key, own, extra };
  })
  .sort((a, b) => b.own.brotli - a.own.brotli);

const allFiles = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]));

console.log(
  ['what'.padEnd(58), 'files', 'raw'.padStart(11), 'gzip'.padStart(10), 'brotli'.padStart(10)].join(
    ' ',
  ),
);
console.log(row('/login first load (index.html + static imports + CSS)', firstLoad));
for (const route of routes) {
  console.log(row(`  lazy ${route.name}`, route.own));
  console.log(row(`    with its shared chunks not in the first load`, route.extra));
}
console.log(row('whole build (JS + CSS)', weigh(allFiles)));

const failures: string[] = [];
if (firstLoad.brotli > FIRST_LOAD_BUDGET) {
  failures.push(
    `The /login first load is ${kb(firstLoad.brotli)} brotli, above the budget of ${kb(FIRST_LOAD_BUDGET)}. ` +
      'Load the new code lazily (a lazy screen in the feature screens.ts) instead of from the shell or login.',
  );
}
for (const route of routes) {
  if (route.own.brotli > ROUTE_CHUNK_BUDGET) {
    failures.push(
      `The lazy chunk of ${route.name} is ${kb(route.own.brotli)} brotli, above the budget of ${kb(ROUTE_CHUNK_BUDGET)}.`,
    );
  }
}
if (failures.length > 0) {
  console.error(`\nWeb budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nWithin budget: first load ${kb(firstLoad.brotli)} of ${kb(FIRST_LOAD_BUDGET)}, ` +
    `largest route chunk ${kb(routes[0]?.own.brotli ?? 0)} of ${kb(ROUTE_CHUNK_BUDGET)} (brotli).`,
);
