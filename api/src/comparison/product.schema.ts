import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A product as the lists show it. */
export const productSummarySchema = z
  .object({
    id,
    core_product_id: id,
    name: z.string(),
    brand_id: id.nullable(),
    brand: z.string().nullable(),
    ean: z.string().describe('the main EAN, 13 digits (14 for a GTIN-14)'),
    approved: z.boolean(),
    spec_count: z.number().int(),
    offer_count: z.number().int().describe('current offers'),
    lowest_price_cents: z.number().int().nullable(),
    image_upload_id: id.nullable().describe('the first image (a comparison upload)'),
    updated_at: z.string(),
  })
  .meta({ id: 'ComparisonProductSummary' });

export const productListSchema = listOf(productSummarySchema).meta({
  id: 'ComparisonProductList',
});

/** A feature of the product's core product with the product's value for it (null: none). */
export const productSpecSchema = z
  .object({
    feature_id: id,
    name: z.string(),
    unit: z.string().nullable(),
    category: z.string(),
    category_priority: z.number().int(),
    position: z.number().int(),
    enabled: z.boolean(),
    value: z.string().nullable(),
    source: z.enum(['editor', 'feed', 'spec_website']).nullable(),
  })
  .meta({ id: 'ComparisonProductSpec' });

export const productImageSchema = z
  .object({
    id,
    upload_id: id,
    upload_version: z.number().int(),
    file_name: z.string(),
    source: z.enum(['upload', 'provider']),
  })
  .meta({ id: 'ComparisonProductImage' });

export const productOfferSchema = z
  .object({
    id,
    company_id: id,
    company_name: z.string(),
    price_cents: z.number().int(),
    shipping_cents: z.number().int().nullable(),
    in_stock: z.boolean().nullable(),
    delivery_time: z.string().nullable(),
    url: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ComparisonProductOffer' });

/** A product with everything its editor shows. */
export const productSchema = z
  .object({
    id,
    core_product_id: id,
    core_product_name: z.string(),
    discr: z.string().describe('the core product’s discriminator'),
    name: z.string(),
    brand_id: id.nullable(),
    brand: z.string().nullable(),
    ean: z.string(),
    additional_eans: z.array(z.string()),
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    scrape_uri: z.string().nullable(),
    crawl_state: z.enum(['idle', 'queued', 'crawling', 'failed']),
    crawled_at: z.string().nullable(),
    approved: z.boolean(),
    approved_at: z.string().nullable(),
    cloned_from_id: id.nullable(),
    specs: z
      .array(productSpecSchema)
      .describe('every feature of the core product in display order, with the value if any'),
    images: z.array(productImageSchema),
    offers: z.array(productOfferSchema).describe('current offers, cheapest first'),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'ComparisonProduct' });

/** A save answer: the product and what to tell the editor. */
export const productSaveSchema = z
  .object({ product: productSchema, message: z.string() })
  .meta({ id: 'ComparisonProductSave' });
