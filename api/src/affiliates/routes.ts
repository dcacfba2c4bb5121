import { eq, sql } from 'drizzle-orm';
import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { affiliateCompanyJson, readAffiliateCompany } from './affiliate-company-read';
import { affiliateCompanyRoutes } from './affiliate-company-routes';
import { affiliateCompanySchema } from './affiliate-company.schema';
import { affiliateCompanies } from './affiliate-company.table';
import { findAffiliateTable, readAffiliateTable } from './affiliate-table-read';
import { affiliateTableRoutes } from './affiliate-table-routes';
import { affiliateTableSchema } from './affiliate-table.schema';
import { affiliateTables } from './affiliate-table.table';
import { logoRoutes } from './logo-routes';

/** Affiliates: the shops and partners outgoing links lead to, and the tables of their offers (content editors). */
export const affiliatesRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(affiliateCompanyRoutes(storage), deps);
  await app.register(affiliateTableRoutes(storage), deps);
  await app.register(
    logoRoutes(storage, {
      path: 'affiliate-company',
      schema: affiliateCompanySchema,
      logoKeyOf: async (db, id) => (await readAffiliateCompany(db, id)).company,
      setLogo: async (db, id, logoKey, logoType) => {
        await db
          .update(affiliateCompanies)
          .set({
            logoKey,
            logoType,
            version: sql`${affiliateCompanies.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(affiliateCompanies.id, id));
      },
      answer: async (db, id) => affiliateCompanyJson(await readAffiliateCompany(db, id)),
    }),
    deps,
  );
  await app.register(
    logoRoutes(storage, {
      path: 'affiliate-table',
      schema: affiliateTableSchema,
      logoKeyOf: findAffiliateTable,
      setLogo: async (db, id, logoKey, logoType) => {
        await db
          .update(affiliateTables)
          .set({
            logoKey,
            logoType,
            version: sql`${affiliateTables.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(affiliateTables.id, id));
      },
      answer: readAffiliateTable,
    }),
    deps,
  );
};
