import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One Dutch 4-digit postal code area from reference-data/nl-pc4.csv. */
export interface PostalArea {
  pc4: string;
  city: string;
  municipality: string;
  province: string;
  latitude: number;
  longitude: number;
}

const CSV_PATH = fileURLToPath(new URL('../../../reference-data/nl-pc4.csv', import.meta.url));

/** Splits one CSV line, honouring double-quoted fields (which may hold commas). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  fields.push(current);
  return fields;
}

let cache: Map<string, PostalArea> | null = null;

/** All postal code areas, read once and kept in memory (about 4,700 rows). */
export function postalAreas(): Map<string, PostalArea> {
  if (cache) return cache;
  const lines = readFileSync(CSV_PATH, 'utf8').split(/\r?\n/).filter(Boolean);
  const header = splitCsvLine(lines[0] ?? '');
  const col = (name: string) => header.indexOf(name);
  const [iPc, iCity, iMun, iProv, iLat, iLon] = [
    'postcode',
    'woonplaats',
    'gemeente',
    'provincie',
    'latitude',
    'longitude',
  ].map(col);
  const map = new Map<string, PostalArea>();
  for (const line of lines.slice(1)) {
    const f = splitCsvLine(line);
    const pc4 = f[iPc!] ?? '';
    if (!/^\d{4}$/.test(pc4)) continue;
    map.set(pc4, {
      pc4,
      city: f[iCity!] ?? '',
      municipality: f[iMun!] ?? '',
      province: f[iProv!] ?? '',
      latitude: Number(f[iLat!]),
      longitude: Number(f[iLon!]),
    });
  }
  cache = map;
  return map;
}

/** The area of a Dutch postal code ('1011 AB', '1011AB' or '1011'), or null when unknown. */
export function postalAreaOf(postalCode: string): PostalArea | null {
  const pc4 = postalCode.replace(/\s+/g, '').slice(0, 4);
  return postalAreas().get(pc4) ?? null;
}

/** The twelve provinces, sorted. */
export function provinceNames(): string[] {
  return [...new Set([...postalAreas().values()].map((a) => a.province).filter(Boolean))].sort(
    (a, b) => a.localeCompare(b, 'nl'),
  );
}

/** The municipalities of each province, sorted (for area filters chosen per province). */
export function municipalitiesByProvince(): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  for (const area of postalAreas().values()) {
    if (!area.province || !area.municipality) continue;
    if (!map.has(area.province)) map.set(area.province, new Set());
    map.get(area.province)!.add(area.municipality);
  }
  return new Map(
    [...map].map(([province, names]) => [
      province,
      [...names].sort((a, b) => a.localeCompare(b, 'nl')),
    ]),
  );
}
