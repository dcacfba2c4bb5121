import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PLAZA_WINDOW_DAYS } from '#domain/plaza/plaza-query';
import { postalAreas } from '../companies';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { rowsOf } from '../shared/rows';
import { requireViewer } from '../shared/session-guard';
import { blockedCompanyIds, plazaCompanyFor, requirePlazaUser } from './plaza-access';
import { plazaChoiceSchema, plazaProvinceSchema } from './plaza.schema';

/** Place searches shorter than this answer nothing (too many places would match). */
export const MIN_CHOICE_SEARCH_LENGTH = 5;
const MAX_CHOICES = 20;

interface MunicipalityRange {
  province: string;
  start: string;
  end: string;
}

let municipalityRanges: Map<string, MunicipalityRange> | null = null;

/** Each Dutch municipality's lowest and highest four-digit postal code (reference data). */
function rangesOfMunicipalities(): Map<string, MunicipalityRange> {
  if (municipalityRanges) return municipalityRanges;
  const ranges = new Map<string, MunicipalityRange>();
  for (const area of postalAreas().values()) {
    if (!area.municipality || !area.province) continue;
    const range = ranges.get(area.municipality);
    if (!range)
      ranges.set(area.municipality, { province: area.province, start: area.pc4, end: area.pc4 });
    else {
      if (area.pc4 < range.start) range.start = area.pc4;
      if (area.pc4 > range.end) range.end = area.pc4;
    }
  }
  municipalityRanges = ranges;
  return ranges;
}

/** Leads on sale per municipality (for a company: without those it may not buy). */
async function totalsByMunicipality(db: Executor, blocked: number[] | null) {
  const since = new Date(Date.now() - PLAZA_WINDOW_DAYS * 86_400_000).toISOString();
  const notBlocked = blocked
    ? sql`AND NOT EXISTS (SELECT 1 FROM assigned_leads a WHERE a.lead_id = o.lead_id
                           AND a.company_id IN (${sql.join(
                             blocked.map((id) => sql`${id}`),
                             sql`, `,
                           )}))`
    : sql``;
  const result = await db.execute(sql`
    SELECT o.municipality, count(*)::int AS total
      FROM plaza_offers o
     WHERE o.created_at >= ${since}::timestamptz AND o.municipality IS NOT NULL ${notBlocked}
     GROUP BY o.municipality`);
  return new Map(
    rowsOf<{ municipality: string; total: number }>(result).map((row) => [
      row.municipality,
      row.total,
    ]),
  );
}

/** The plaza's area lists: provinces with their municipalities, and place suggestions. */
export const areaRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/leadplaza/province',
    {
      schema: {
        tags: ['plaza'],
        summary:
          'Provinces with their municipalities, postal-code ranges and the leads on sale in each',
        querystring: z.object({
          company: z.string().optional().describe('count only leads this company may still buy'),
        }),
        response: { 200: z.array(plazaProvinceSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      requirePlazaUser(viewer);
      const company = request.query.company
        ? await plazaCompanyFor(db, viewer, request.query.company)
        : null;
      const totals = await totalsByMunicipality(
        db,
        company ? await blockedCompanyIds(db, company.id) : null,
      );
      const provinces = new Map<string, z.infer<typeof plazaProvinceSchema>>();
      for (const [name, range] of rangesOfMunicipalities()) {
        const province = provinces.get(range.province) ?? {
          id: range.province,
          country: 'NL',
          total: 0,
          municipalities: [],
        };
        const total = totals.get(name) ?? 0;
        province.total += total;
        province.municipalities.push({
          id: name,
          postal_code_start: range.start,
          postal_code_end: range.end,
          total,
        });
        provinces.set(range.province, province);
      }
      return [...provinces.values()]
        .map((province) => ({
          ...province,
          municipalities: province.municipalities.sort((a, b) => a.id.localeCompare(b.id, 'nl')),
        }))
        .sort((a, b) => a.id.localeCompare(b.id, 'nl'));
    },
  );

  app.get(
    '/leadplaza/choice',
    {
      schema: {
        tags: ['plaza'],
        summary: 'Municipalities and places whose name holds the search (at least 5 characters)',
        querystring: z.object({ search: z.string().max(100).default('') }),
        response: { 200: z.array(plazaChoiceSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requirePlazaUser(requireViewer(request));
      const search = request.query.search.trim().toLocaleLowerCase('nl');
      if (search.length < MIN_CHOICE_SEARCH_LENGTH) return [];
      const seen = new Set<string>();
      const choices: z.infer<typeof plazaChoiceSchema>[] = [];
      for (const [name, range] of rangesOfMunicipalities()) {
        if (!name.toLocaleLowerCase('nl').includes(search)) continue;
        seen.add(`municipality:${name}`);
        choices.push({ kind: 'municipality', name, municipality: name, province: range.province });
      }
      for (const area of postalAreas().values()) {
        const key = `place:${area.city}`;
        if (seen.has(key) || !area.city.toLocaleLowerCase('nl').includes(search)) continue;
        seen.add(key);
        choices.push({
          kind: 'place',
          name: area.city,
          municipality: area.municipality,
          province: area.province,
        });
      }
      const starts = (name: string) => (name.toLocaleLowerCase('nl').startsWith(search) ? 0 : 1);
      return choices
        .sort((a, b) => starts(a.name) - starts(b.name) || a.name.localeCompare(b.name, 'nl'))
        .slice(0, MAX_CHOICES);
    },
  );
};
