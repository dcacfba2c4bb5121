import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PageInput } from '#domain/cms/page-input';
import { roles, userRoles } from '../accounts';
import type { Executor } from '../db';
import { products } from '../products';
import { badRequest } from '../shared/errors';
import { cmsPages } from './page.table';
import { isImageType } from './upload-json';
import { cmsUploads } from './upload.table';

/**
 * What a page points at must be there: the url free in its domain, the author
 * a user of the CMS role, the lead-generator product in the catalogue, images
 * and files uploads of the same domain (the page's own image slots images).
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
  Object.assign(fields, await uploadProblems(tx, domainId, input));
  if (Object.keys(fields).length > 0) throw badRequest('MESSAGE.VALIDATION_FAILED', fields);
}

/** Every upload the page refers to, by the field path that names it. */
function uploadReferences(input: PageInput): { path: string; id: number; image: boolean }[] {
  const refs: { path: string; id: number; image: boolean }[] = [];
  const slots = ['header_image_id', 'image1_id', 'image2_id', 'image3_id', 'image4_id'] as const;
  for (const slot of slots) {
    const id = input[slot];
    if (id !== null) refs.push({ path: slot, id, image: true });
  }
  input.blocks.forEach((block, index) => {
    if (block.type === 'ImageBlock')
      block.images.forEach((image, i) => {
        if (image.image_id !== null)
          refs.push({
            path: `blocks.${index}.images.${i}.image_id`,
            id: image.image_id,
            image: true,
          });
      });
    if (block.type === 'ExampleBlock')
      block.examples.forEach((example, i) => {
        if (example.image_id !== null)
          refs.push({
            path: `blocks.${index}.examples.${i}.image_id`,
            id: example.image_id,
            image: true,
          });
      });
  });
  return refs;
}

async function uploadProblems(tx: Executor, domainId: number, input: PageInput) {
  const refs = uploadReferences(input);
  if (refs.length === 0) return {};
  const rows = await tx
    .select({ id: cmsUploads.id, domainId: cmsUploads.domainId, fileType: cmsUploads.fileType })
    .from(cmsUploads)
    .where(inArray(cmsUploads.id, [...new Set(refs.map((ref) => ref.id))]))
    // Shared lock: an upload cannot be deleted while a page starts using it.
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: Record<string, string> = {};
  for (const ref of refs) {
    const upload = byId.get(ref.id);
    if (!upload || upload.domainId !== domainId) problems[ref.path] = 'MESSAGE.SELECT_OPTION';
    else if (ref.image && !isImageType(upload.fileType))
      problems[ref.path] = 'MESSAGE.FILE_TYPE_NOT_SUPPORTED';
  }
  return problems;
}
