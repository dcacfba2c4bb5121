import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { comparisonProductImages } from '../comparison';
import { cmsPages } from './page.table';

/**
 * How many pages show the upload, in their draft or their published copy: as header image,
 * image1–4, or in an image or example block.
 */
export async function pagesUsingUpload(tx: Executor, uploadId: number): Promise<number> {
  const inImages = JSON.stringify([{ images: [{ image_id: uploadId }] }]);
  const inExamples = JSON.stringify([{ examples: [{ image_id: uploadId }] }]);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cmsPages)
    .where(
      or(
        eq(cmsPages.headerImageId, uploadId),
        eq(cmsPages.image1Id, uploadId),
        eq(cmsPages.image2Id, uploadId),
        eq(cmsPages.image3Id, uploadId),
        eq(cmsPages.image4Id, uploadId),
        sql`${cmsPages.blocks} @> ${inImages}::jsonb`,
        sql`${cmsPages.blocks} @> ${inExamples}::jsonb`,
        // The published copy counts too: the public sites still show its images.
        ...(['header_image_id', 'image1_id', 'image2_id', 'image3_id', 'image4_id'] as const).map(
          (slot) =>
            sql`${cmsPages.publishedSnapshot} @> ${JSON.stringify({ [slot]: uploadId })}::jsonb`,
        ),
        sql`${cmsPages.publishedSnapshot} @> ${JSON.stringify({ blocks: JSON.parse(inImages) })}::jsonb`,
        sql`${cmsPages.publishedSnapshot} @> ${JSON.stringify({ blocks: JSON.parse(inExamples) })}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

/** How many comparison products show the upload as one of their images. */
export async function productsUsingUpload(tx: Executor, uploadId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(comparisonProductImages)
    .where(eq(comparisonProductImages.uploadId, uploadId));
  return row?.n ?? 0;
}
