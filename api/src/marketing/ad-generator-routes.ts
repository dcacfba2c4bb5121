import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import {
  AD_FORMATS,
  AD_GENERATOR_PERMISSION,
  AD_IMAGE_MAX_BYTES,
  AD_IMAGE_MIN_SIDE,
  PRODUCT_IMAGE_SLOTS,
  isAdFormatCode,
  type AdFormat,
} from '#domain/marketing/ad-generator';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { storageOf, type FileStorage } from '../files';
import { cleanFileName, detectFileType, IMMUTABLE_PRIVATE, sendStoredFile } from '../files';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { isIdValue } from '../shared/ids';
import { errorResponses, fileResponse } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { AD_LAYOUT_VERSION, composeAd } from './ad-generator-compose';
import {
  campaignAdImages,
  campaignAdRenders,
  type CampaignAdImageRow,
} from './ad-generator-image.table';
import { adGeneratorSchema } from './ad-generator.schema';
import { campaigns } from './campaign.table';

// Refuses decompression bombs: a few kilobytes of PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 60_000_000;
/** Uploads are kept at most this large on their longer side: enough for a 1920 px story. */
const STORED_MAX_SIDE = 2160;

const TAGS = ['marketing'];
const campaignParams = z.object({ id: z.string() });
const productParams = z.object({ id: z.string(), index: z.string() });
const formatParams = z.object({ id: z.string(), format: z.string() });

interface CampaignInfo {
  id: number;
  name: string;
  utmCampaign: string;
  productName: string | null;
}

type Slot = { kind: 'main' | 'product'; position: number };

/** The lead admin, else 401/403; then the campaign, else 404. */
async function campaignFor(
  db: Executor,
  request: FastifyRequest,
  idText: string,
): Promise<CampaignInfo> {
  requirePermission(request, AD_GENERATOR_PERMISSION);
  const id = Number(idText);
  if (!/^\d+$/.test(idText) || !isIdValue(id)) throw notFound();
  const [row] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      utmCampaign: campaigns.utmCampaign,
      productName: products.name,
    })
    .from(campaigns)
    .leftJoin(products, eq(products.id, campaigns.productId))
    .where(eq(campaigns.id, id));
  if (!row) throw notFound();
  return row;
}

/** A product image's index 0..5, else 400 naming the field. */
function productSlot(indexText: string): Slot {
  const index = Number(indexText);
  if (!/^\d{1,2}$/.test(indexText) || index >= PRODUCT_IMAGE_SLOTS)
    throw badRequest(MESSAGE.INVALID_VALUE, { index: MESSAGE.INVALID_VALUE });
  return { kind: 'product', position: index };
}

const MAIN: Slot = { kind: 'main', position: 0 };

async function imagesOf(db: Executor, campaignId: number): Promise<CampaignAdImageRow[]> {
  return db
    .select()
    .from(campaignAdImages)
    .where(eq(campaignAdImages.campaignId, campaignId))
    .orderBy(asc(campaignAdImages.kind), asc(campaignAdImages.position));
}

/** A hash of everything an ad of this format is made of: a new upload or name makes a new one. */
function fingerprintOf(format: AdFormat, campaign: CampaignInfo, images: CampaignAdImageRow[]) {
  return createHash('sha256')
    .update(
      JSON.stringify([
        AD_LAYOUT_VERSION,
        format.code,
        format.width,
        format.height,
        campaign.name,
        campaign.productName,
        images.map((image) => [image.kind, image.position, image.storageKey]),
      ]),
    )
    .digest('hex')
    .slice(0, 24);
}

function imageJson(row: CampaignAdImageRow) {
  return {
    id: row.id,
    kind: row.kind,
    index: row.position,
    file_name: row.fileName,
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    byte_size: row.byteSize,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

async function generatorJson(db: Executor, campaign: CampaignInfo) {
  const images = await imagesOf(db, campaign.id);
  return {
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    utm_campaign: campaign.utmCampaign,
    product_name: campaign.productName,
    main_image: images.find((image) => image.kind === 'main')
      ? imageJson(images.find((image) => image.kind === 'main')!)
      : null,
    product_images: images.filter((image) => image.kind === 'product').map(imageJson),
    formats: AD_FORMATS.map((format) => ({
      ...format,
      fingerprint: fingerprintOf(format, campaign, images),
    })),
  };
}

/**
 * The one image of a multipart request: JPEG, PNG or WebP by its content (and decodable by
 * sharp), at most 10 MB, at least 100 px a side. Kept upright and at most 2160 px a side,
 * as WebP (transparency of cut-out product photos stays).
 */
async function readAdImage(request: FastifyRequest) {
  if (!request.isMultipart()) throw new ApiError(400, MESSAGE.FILE_REQUIRED);
  let data: Buffer;
  let filename = '';
  try {
    const part = await request.file({ limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1 } });
    if (!part) throw new ApiError(400, MESSAGE.FILE_REQUIRED);
    filename = part.filename;
    data = await part.toBuffer();
    if (part.file.truncated) throw new ApiError(400, MESSAGE.FILE_TOO_LARGE);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(400, MESSAGE.FILE_TOO_LARGE);
    throw new ApiError(400, MESSAGE.UPLOAD_FAILED);
  }
  if (data.length === 0) throw new ApiError(400, MESSAGE.FILE_REQUIRED);
  const type = detectFileType(data);
  if (type !== 'jpeg' && type !== 'png' && type !== 'webp')
    throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { data: stored, info } = await image
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    if (Math.min(info.width, info.height) < AD_IMAGE_MIN_SIDE)
      throw new ApiError(400, MESSAGE.IMAGE_TOO_SMALL);
    return {
      data: stored,
      width: info.width,
      height: info.height,
      fileName: cleanFileName(filename),
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The first bytes looked right, the rest is not an image sharp can read.
    throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
  }
}

const slotWhere = (campaignId: number, slot: Slot) =>
  and(
    eq(campaignAdImages.campaignId, campaignId),
    eq(campaignAdImages.kind, slot.kind),
    eq(campaignAdImages.position, slot.position),
  );

async function storeImage(
  db: Executor,
  storage: FileStorage,
  campaign: CampaignInfo,
  slot: Slot,
  request: FastifyRequest,
) {
  const image = await readAdImage(request);
  const key = `campaign-ads/${campaign.id}/${slot.kind}-${slot.position}-${randomBytes(12).toString('hex')}.webp`;
  await storage.put(key, image.data, 'image/webp');
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ storageKey: campaignAdImages.storageKey })
        .from(campaignAdImages)
        .where(slotWhere(campaign.id, slot))
        .for('update');
      previous = old?.storageKey ?? null;
      const values = {
        storageKey: key,
        contentType: 'image/webp',
        fileName: image.fileName,
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
        uploadedAt: new Date(),
      };
      await tx
        .insert(campaignAdImages)
        .values({ campaignId: campaign.id, ...slot, ...values })
        .onConflictDoUpdate({
          target: [campaignAdImages.campaignId, campaignAdImages.kind, campaignAdImages.position],
          set: values,
        });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous) await storage.delete(previous).catch(() => undefined);
}

async function deleteImage(db: Executor, storage: FileStorage, campaignId: number, slot: Slot) {
  const [row] = await db.delete(campaignAdImages).where(slotWhere(campaignId, slot)).returning();
  if (!row) throw notFound();
  await storage.delete(row.storageKey).catch(() => undefined);
}

async function sendImage(
  db: Executor,
  storage: FileStorage,
  campaignId: number,
  slot: Slot,
  reply: Parameters<typeof sendStoredFile>[0],
) {
  const [row] = await db.select().from(campaignAdImages).where(slotWhere(campaignId, slot));
  if (!row) throw notFound();
  return sendStoredFile(reply, await storage.get(row.storageKey), {
    fileName: row.fileName,
    cacheControl: IMMUTABLE_PRIVATE,
  });
}

/**
 * The ad of a format: the stored one while its fingerprint matches the inputs, else composed
 * now (and stored, the previous one of the format removed).
 */
async function adFor(
  db: Executor,
  storage: FileStorage,
  campaign: CampaignInfo,
  format: AdFormat,
  log: FastifyRequest['log'],
): Promise<Buffer> {
  const images = await imagesOf(db, campaign.id);
  const fingerprint = fingerprintOf(format, campaign, images);
  const [cached] = await db
    .select()
    .from(campaignAdRenders)
    .where(
      and(eq(campaignAdRenders.campaignId, campaign.id), eq(campaignAdRenders.format, format.code)),
    );
  if (cached?.fingerprint === fingerprint) {
    const file = await storage.get(cached.storageKey);
    if (file) return file.data;
  }
  const started = performance.now();
  const read = async (row: CampaignAdImageRow) => (await storage.get(row.storageKey))?.data ?? null;
  const main = images.find((image) => image.kind === 'main');
  const productFiles = await Promise.all(
    images.filter((image) => image.kind === 'product').map(read),
  );
  const png = await composeAd(format, {
    title: campaign.name,
    subtitle: campaign.productName,
    main: main ? await read(main) : null,
    products: productFiles.filter((file): file is Buffer => file !== null),
  });
  log.info(
    { campaignId: campaign.id, format: format.code, ms: Math.round(performance.now() - started) },
    'ad composed',
  );
  const key = `campaign-ads/${campaign.id}/ad-${format.code}-${fingerprint}.png`;
  await storage.put(key, png, 'image/png');
  await db
    .insert(campaignAdRenders)
    .values({ campaignId: campaign.id, format: format.code, fingerprint, storageKey: key })
    .onConflictDoUpdate({
      target: [campaignAdRenders.campaignId, campaignAdRenders.format],
      set: { fingerprint, storageKey: key, renderedAt: new Date() },
    });
  if (cached && cached.storageKey !== key)
    await storage.delete(cached.storageKey).catch(() => undefined);
  return png;
}

const imageFile = fileResponse(['image/webp'], 'The uploaded image (kept as WebP)');
const uploadSummary =
  ' (multipart: file; JPEG, PNG or WebP by content, up to 10 MB, at least 100×100 px; replaces the one there). Lead admin only';

/** The campaign ad generator (docs/marketing.md, "Ad generator"). */
export const adGeneratorRoutes: AreaPlugin = async (app, { db, config }) => {
  const storage = storageOf(config);

  app.get(
    '/v2/campaign/:id/ad-generator',
    {
      schema: {
        tags: TAGS,
        summary: "A campaign's ad images and ad formats. Lead admin only",
        params: campaignParams,
        response: { 200: adGeneratorSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => generatorJson(db, await campaignFor(db, request, request.params.id)),
  );

  app.post(
    '/v2/campaign/:id/ad-generator/main-image',
    {
      schema: {
        tags: TAGS,
        summary: `Upload the main image of a campaign's ads${uploadSummary}`,
        params: campaignParams,
        response: { 200: adGeneratorSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(db, request, request.params.id);
      await storeImage(db, storage, campaign, MAIN, request);
      return generatorJson(db, campaign);
    },
  );

  app.post(
    '/v2/campaign/:id/ad-generator/product-image/:index',
    {
      schema: {
        tags: TAGS,
        summary: `Upload the product image at index 0..5${uploadSummary}`,
        params: productParams,
        response: { 200: adGeneratorSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(db, request, request.params.id);
      await storeImage(db, storage, campaign, productSlot(request.params.index), request);
      return generatorJson(db, campaign);
    },
  );

  app.get(
    '/v2/campaign/:id/ad-generator/main-image',
    {
      schema: {
        tags: TAGS,
        summary: 'The main image. Lead admin only',
        params: campaignParams,
        response: { 200: imageFile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(db, request, request.params.id);
      return sendImage(db, storage, campaign.id, MAIN, reply);
    },
  );

  app.get(
    '/v2/campaign/:id/ad-generator/product-image/:index',
    {
      schema: {
        tags: TAGS,
        summary: 'The product image at index 0..5. Lead admin only',
        params: productParams,
        response: { 200: imageFile, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(db, request, request.params.id);
      return sendImage(db, storage, campaign.id, productSlot(request.params.index), reply);
    },
  );

  app.delete(
    '/v2/campaign/:id/ad-generator/main-image',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove the main image. Lead admin only',
        params: campaignParams,
        response: { 200: adGeneratorSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(db, request, request.params.id);
      await deleteImage(db, storage, campaign.id, MAIN);
      return generatorJson(db, campaign);
    },
  );

  app.delete(
    '/v2/campaign/:id/ad-generator/product-image/:index',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove the product image at index 0..5. Lead admin only',
        params: productParams,
        response: { 200: adGeneratorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const campaign = await campaignFor(db, request, request.params.id);
      await deleteImage(db, storage, campaign.id, productSlot(request.params.index));
      return generatorJson(db, campaign);
    },
  );

  app.get(
    '/v2/campaign/:id/ad-generator/ad/:format',
    {
      schema: {
        tags: TAGS,
        summary:
          'The ad of a format (feed 1080×1080, portrait 1080×1350, story 1080×1920, link 1200×628) as PNG, composed from the uploaded images and kept until they or the campaign name change. Lead admin only',
        params: formatParams,
        response: {
          200: fileResponse(['image/png'], 'The ad image'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(db, request, request.params.id);
      const code = request.params.format;
      const format = isAdFormatCode(code) ? AD_FORMATS.find((f) => f.code === code) : undefined;
      if (!format) throw notFound();
      const png = await adFor(db, storage, campaign, format, request.log);
      const slug = campaign.utmCampaign.replace(/[^a-z0-9_-]+/gi, '-').slice(0, 60) || 'campagne';
      // The address carries the fingerprint (?v=), so a browser may keep it.
      return sendStoredFile(
        reply,
        { data: png, contentType: 'image/png' },
        {
          fileName: `${slug}-${format.code}-${format.width}x${format.height}.png`,
          cacheControl: 'private, max-age=3600',
        },
      );
    },
  );
};
