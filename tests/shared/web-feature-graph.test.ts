import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Web features meet only through their public entries (eslint.config.js); this keeps the
// graph of which feature uses which free of cycles, so any feature can be read (and
// loaded) without the ones that use it.
const FEATURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/src/features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );
}

/** feature -> the other features its files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const feature = relative(FEATURES, file).split('/')[0]!;
    const uses = graph.get(feature) ?? new Set<string>();
    graph.set(feature, uses);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)) {
      const target = relative(FEATURES, resolve(dirname(file), path!)).split('/')[0]!;
      if (target !== feature && !target.startsWith('..')) uses.add(target);
    }
  }
  return graph;
}

/** The first cycle found, as a path of features, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (feature: string): string[] | null => {
    if (state.get(feature) === 'done') return null;
    if (state.get(feature) === 'open') return [...path.slice(path.indexOf(feature)), feature];
    state.set(feature, 'open');
    path.push(feature);
    for (const next of graph.get(feature) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of graph.keys()) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

describe('the web features', () => {
  it('use each other without cycles', () => {
    const graph = featureGraph();
    // The company screen gathers the other areas' cards: the graph is not empty.
    expect([...(graph.get('companies') ?? [])]).toContain('deals');
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['leads', new Set(['claims'])],
      ['claims', new Set(['leads'])],
    ]);
    expect(findCycle(graph)).toEqual(['leads', 'claims', 'leads']);
  });
});
