import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  deliveredBlock,
  referencedIds,
  type DeliveredImage,
  type DeliveryLookups,
} from '#domain/cms/delivered-page';
import { users } from '../accounts';
import type { Executor } from '../db';
import { products } from '../products';
import type { deliveredPageSchema } from './delivery.schema';
import type { CmsDomainRow } from './domain.table';
import { cmsPages, type CmsPageRow } from './page.table';
import { withSafeRichText } from './rich-text-sanitizer';
import { isImageType } from './upload-json';
import { cmsUploads } from './upload.table';

/** Where a public site reads an upload's file (relative to the delivery's base address). */
export const publicFileUrl = (id: number) => `/public/cms/file/${id}`;

async function lookups(tx: Executor, page: CmsPageRow): Promise<DeliveryLookups> {
  const ids = referencedIds(page.blocks);
  const slots = [page.headerImageId, page.image1Id, page.image2Id, page.image3Id, page.image4Id];
  const uploadIds = [
    ...new Set([...ids.uploads, ...slots.filter((id): id is number => id !== null)]),
  ];
  const productIds = [
    ...new Set([...ids.products, ...(page.leadProductId ? [page.leadProductId] : [])]),
  ];
  const [pageRows, uploadRows, productRows] = await Promise.all([
    ids.pages.length === 0
      ? []
      : tx
          .select({ id: cmsPages.id, url: cmsPages.url })
          .from(cmsPages)
          .where(and(eq(cmsPages.domainId, page.domainId), inArray(cmsPages.id, ids.pages))),
    uploadIds.length === 0
      ? []
      : tx
          .select()
          .from(cmsUploads)
          .where(and(eq(cmsUploads.domainId, page.domainId), inArray(cmsUploads.id, uploadIds))),
    productIds.length === 0
      ? []
      : tx
          .select({ id: products.id, discr: products.discr, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds)),
  ]);
  return {
    pageUrls: new Map(pageRows.map((row) => [row.id, row.url])),
    images: new Map(
      uploadRows
        .filter((row) => isImageType(row.fileType))
        .map((row): [number, DeliveredImage] => [
          row.id,
          {
            url: publicFileUrl(row.id),
            alt: row.alt || row.title,
            width: row.width,
            height: row.height,
          },
        ]),
    ),
    products: new Map(productRows.map((row) => [row.id, { discr: row.discr, name: row.name }])),
  };
}

/**
 * The page as the public sees it: its published copy over the row (the row itself is the
 * editors' draft), at the page's current address; null while it is not published.
 */
export function publishedPage(page: CmsPageRow): CmsPageRow | null {
  const published = page.publishedSnapshot;
  if (published === null || page.publishedAt === null) return null;
  return {
    ...page,
    type: published.type,
    blocks: published.blocks,
    authorId: published.author_id,
    sources: published.sources,
    created: published.created,
    updated: published.updated,
    headerImageId: published.header_image_id,
    image1Id: published.image1_id,
    image2Id: published.image2_id,
    image3Id: published.image3_id,
    image4Id: published.image4_id,
    tags: published.tags,
    widgetPosition: published.widget_position,
    leadProductId: published.lead_product_id,
    productEans: published.product_eans,
    updatedAt: page.publishedAt,
  };
}

/** A page with everything a public site needs to show it, in one answer (pass `publishedPage`). */
export async function deliveredPage(
  tx: Executor,
  domain: CmsDomainRow,
  page: CmsPageRow,
): Promise<z.input<typeof deliveredPageSchema>> {
  const found = await lookups(tx, page);
  const imageOf = (id: number | null) => (id === null ? null : (found.images.get(id) ?? null));
  const [author] =
    page.authorId === null
      ? []
      : await tx
          .select({ givenName: users.givenName, familyName: users.familyName })
          .from(users)
          .where(eq(users.id, page.authorId));
  return {
    domain: { host: domain.host, name: domain.name },
    page: {
      id: page.id,
      type: page.type,
      url: page.url,
      // Sanitized again: rows saved before sanitizing (or by hand) must not reach a site as they are.
      blocks: page.blocks.map((block) => deliveredBlock(withSafeRichText(block), found)),
      header_image: imageOf(page.headerImageId),
      images: [page.image1Id, page.image2Id, page.image3Id, page.image4Id].map(imageOf),
      author: author ? { name: `${author.givenName} ${author.familyName}`.trim() } : null,
      sources: page.sources,
      created: page.created,
      updated: page.updated,
      tags: page.tags,
      widget_position: page.widgetPosition,
      lead_product:
        page.leadProductId === null ? null : (found.products.get(page.leadProductId) ?? null),
      product_eans: page.productEans,
      updated_at: page.updatedAt.toISOString(),
    },
  };
}
