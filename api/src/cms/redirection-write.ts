import { and, eq, ne, sql } from 'drizzle-orm';
import type { RedirectionInput } from '#domain/cms/redirection-input';
import { affiliateCompanies } from '../affiliates';
import type { Executor } from '../db';
import { badRequest } from '../shared/errors';
import { cmsDomains } from './domain.table';
import { cmsPages } from './page.table';
import { cmsRedirections } from './redirection.table';

/**
 * Refuses what the input names but the database does not hold: the domain, a page of
 * that domain, the affiliate company, and a url another redirection of the domain has.
 */
export async function checkRedirection(tx: Executor, input: RedirectionInput, id: number | null) {
  const [domain] = await tx
    .select({ id: cmsDomains.id })
    .from(cmsDomains)
    .where(eq(cmsDomains.id, input.domain.id));
  if (!domain) throw badRequest('MESSAGE.VALIDATION_FAILED', { domain: 'MESSAGE.SELECT_OPTION' });
  if (input.page_id !== null) {
    const [page] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.id, input.page_id), eq(cmsPages.domainId, domain.id)));
    if (!page) throw badRequest('MESSAGE.VALIDATION_FAILED', { page_id: 'MESSAGE.SELECT_OPTION' });
  }
  if (input.affiliate_company_id !== null) {
    const [company] = await tx
      .select({ id: affiliateCompanies.id })
      .from(affiliateCompanies)
      .where(eq(affiliateCompanies.id, input.affiliate_company_id));
    if (!company)
      throw badRequest('MESSAGE.VALIDATION_FAILED', {
        affiliate_company_id: 'MESSAGE.SELECT_OPTION',
      });
  }
  const [taken] = await tx
    .select({ id: cmsRedirections.id })
    .from(cmsRedirections)
    .where(
      and(
        eq(cmsRedirections.domainId, domain.id),
        eq(sql`lower(${cmsRedirections.url})`, input.url.toLowerCase()),
        id === null ? undefined : ne(cmsRedirections.id, id),
      ),
    )
    .for('update');
  if (taken) throw badRequest('MESSAGE.VALIDATION_FAILED', { url: 'MESSAGE.ADDRESS_IN_USE' });
}

/** The columns a redirection input writes. */
export const redirectionColumns = (input: RedirectionInput) => ({
  domainId: input.domain.id,
  url: input.url,
  target: input.target,
  pageId: input.page_id,
  description: input.description,
  affiliate: input.affiliate,
  affiliateCompanyId: input.affiliate_company_id,
  temporary: input.temporary,
});
