import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// An api area's tables (its `*.table.ts` files) are written by that area only: another area
// reads them, and changes them through a function of the owner's public entry, which takes the
// caller's transaction (docs/architecture.md, "Boundaries between api areas"). Demo data
// (`*seed.ts`) is loaded once in one transaction and may write anywhere.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../api/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(folder, entry.name)]
        : [],
  );
}

const areaOf = (file: string): string => relative(SRC, file).split('/')[0]!;

/** table variable -> the area whose `*.table.ts` defines it. */
function tableOwners(files: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.table.ts'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(name!, areaOf(file));
    }
  }
  return owners;
}

/** The names a file imports from another area (local name -> imported name). */
function foreignImports(file: string, source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, path] of source.matchAll(/import (?:type )?\{([^}]*)\} from '(\.[^']*)'/g)) {
    const target = relative(SRC, resolve(dirname(file), path!)).split('/')[0]!;
    if (target === areaOf(file)) continue;
    for (const part of list!.split(',')) {
      const [imported, local] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (imported) names.set(local ?? imported, imported);
    }
  }
  return names;
}

/**
 * Writes that are the owner's on purpose: the prepaid balance is a column of `companies`
 * that only the prepaid ledger's `debit` and `credit` change (docs/prepaid.md).
 */
const KEPT: Record<string, string[]> = { 'prepaid/ledger.ts': ['companies'] };

/** "file: verb(table of area)" for every write in `source` of a table another area owns. */
function writesIn(file: string, source: string, owners: Map<string, string>): string[] {
  const imports = foreignImports(file, source);
  const path = relative(SRC, file);
  const found: string[] = [];
  for (const [, verb, local] of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = imports.get(local!) ?? '';
    const owner = owners.get(table);
    if (owner && owner !== areaOf(file) && !KEPT[path]?.includes(table))
      found.push(`${path}: ${verb}(${local} of ${owner})`);
  }
  return found;
}

describe('the api tables', () => {
  const files = sourceFiles(SRC);
  const owners = tableOwners(files);

  it('are written only by the area that defines them', () => {
    const writes = files
      .filter((file) => !/seed\.ts$/.test(file))
      .flatMap((file) => writesIn(file, readFileSync(file, 'utf8'), owners));
    expect(writes).toEqual([]);
  });

  it("finds a write of another area's table", () => {
    expect(owners.get('users')).toBe('accounts');
    const source = [
      "import { users as accountUsers } from '../accounts';",
      "import { companyUsers } from './company-user.table';",
      'await tx.insert(companyUsers).values(row);',
      'await tx\n  .update(accountUsers)\n  .set({ enabled: false });',
    ].join('\n');
    expect(writesIn(join(SRC, 'companies/x.ts'), source, owners)).toEqual([
      'companies/x.ts: update(accountUsers of accounts)',
    ]);
  });
});
