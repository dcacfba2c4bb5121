import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companyProfileInputSchema, normalizeSlug } from '#domain/companies/company-profile-input';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companyFor, managedCompanyFor } from './company-access';
import { fieldErrors } from './company-input-map';
import { announce } from './company-log';
import { companyProfiles } from './company-profile.table';
import { errorResponses } from '../shared/responses';
import { companyProfileSchema } from './company-profile.schema';

const idParams = z.object({ id: z.string() });

/** The public company page lives on the main site: PUBLIC_SITE_URL/bedrijven/<slug>. */
function publicSiteUrl(fallback: string): string {
  return (process.env.PUBLIC_SITE_URL ?? fallback).replace(/\/+$/, '');
}

/** The company's public profile: slug (unique), public URL and up to five "why us" lines. */
export const profileRoutes: AreaPlugin = async (app, { db, config }) => {
  const site = publicSiteUrl(config.publicUrl);
  const json = (
    companyId: number,
    row: typeof companyProfiles.$inferSelect | undefined,
    suggestion: string,
  ) => ({
    company_id: companyId,
    slug: row?.slug ?? suggestion,
    public_url: `${site}/bedrijven/${row?.slug ?? suggestion}`,
    why_us: row?.whyUs ?? [],
    exists: !!row,
    version: row?.version ?? 0,
  });

  app.get(
    '/company/:id/profile',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company profile (a suggested slug when none is saved)',
        params: idParams,
        response: { 200: companyProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const [row] = await db
        .select()
        .from(companyProfiles)
        .where(eq(companyProfiles.companyId, company.id));
      return json(company.id, row, normalizeSlug(company.tradeName ?? company.name));
    },
  );

  app.post(
    '/company/:id/profile',
    {
      schema: {
        tags: ['companies'],
        summary: 'Save the profile: slug, why_us (max 5 lines), version when it exists',
        params: idParams,
        body: z.object({
          slug: z.string().nullish(),
          why_us: z.array(z.string().nullish()).nullish(),
          version: z.number().int().optional(),
        }),
        response: { 200: companyProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const parsed = companyProfileInputSchema.safeParse({
        slug: request.body.slug,
        whyUs: request.body.why_us,
      });
      if (!parsed.success)
        throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fieldErrors(parsed.error));
      const { slug, whyUs } = parsed.data;
      const saved = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: companyProfiles.companyId })
          .from(companyProfiles)
          .where(and(eq(companyProfiles.slug, slug), ne(companyProfiles.companyId, company.id)));
        if (taken) throw new ApiError(400, 'MESSAGE.SLUG_IN_USE', { slug: 'MESSAGE.SLUG_IN_USE' });
        const [existing] = await tx
          .select()
          .from(companyProfiles)
          .where(eq(companyProfiles.companyId, company.id));
        let row;
        if (existing) {
          [row] = await tx
            .update(companyProfiles)
            .set({ slug, whyUs, version: sql`${companyProfiles.version} + 1` })
            .where(
              and(
                eq(companyProfiles.companyId, company.id),
                eq(companyProfiles.version, Number(request.body.version)),
              ),
            )
            .returning();
          if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
        } else {
          [row] = await tx
            .insert(companyProfiles)
            .values({ companyId: company.id, slug, whyUs })
            .returning();
        }
        await announce(tx, 'company.profile_changed', company.id, viewer.userId);
        return row!;
      });
      return json(company.id, saved, saved.slug);
    },
  );
};
