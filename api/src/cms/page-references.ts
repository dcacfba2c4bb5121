import { and, eq, ne } from 'drizzle-orm';
import type { PageInput } from '#domain/cms/page-input';
import { roles, userRoles } from '../accounts/role.table';
import type { Executor } from '../db';
import { products } from '../products/product.table';
import { badRequest } from '../shared/errors';
import { cmsPages } from './page.table';

/**
 * What a page points at must be there: the url free in its domain, the author
 * a user of the CMS role, the lead-generator product in the catalogue.
 */
export async function checkPageReferences(
  tx: Executor,
  domainId: number,
  input: PageInput,
  pageId: number | null,
): Promise<void> {
  const fields: Record<string, string> = {};
  const sameUrl = await tx
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.domainId, domainId),
        eq(cmsPages.url, input.url),
        pageId === null ? undefined : ne(cmsPages.id, pageId),
      ),
    )
    .limit(1);
  if (sameUrl.length > 0) fields.url = 'MESSAGE.ADDRESS_IN_USE';
  if (input.author_id !== null) {
    const author = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, input.author_id), eq(roles.name, 'ROLE_CMS_USER')))
      .limit(1);
    if (author.length === 0) fields.author_id = 'MESSAGE.SELECT_OPTION';
  }
  if (input.lead_product_id !== null) {
    const product = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.lead_product_id))
      .limit(1);
    if (product.length === 0) fields.lead_product_id = 'MESSAGE.SELECT_OPTION';
  }
  if (Object.keys(fields).length > 0) throw badRequest('MESSAGE.VALIDATION_FAILED', fields);
}
