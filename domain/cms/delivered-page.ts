import type { ContentBlock } from '#domain/cms/content-block';
import type { Hyperlink } from '#domain/cms/hyperlink';

/** An image as a public site shows it. */
export interface DeliveredImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** A link as a public site follows it: the page's url, or the external address. */
export interface DeliveredLink {
  label: string;
  url: string | null;
  external: boolean;
}

/** What the delivery knows of the things blocks point at, by id. */
export interface DeliveryLookups {
  pageUrls: ReadonlyMap<number, string>;
  images: ReadonlyMap<number, DeliveredImage>;
  products: ReadonlyMap<number, { discr: string; name: string }>;
}

export type DeliveredBlock = Record<string, unknown> & {
  type: string;
  columns: number;
  heading: string;
  anchor: string;
};

function link(item: Hyperlink, lookups: DeliveryLookups): DeliveredLink {
  return {
    label: item.label,
    external: item.external,
    url: item.external
      ? item.external_url
      : item.page_id === null
        ? null
        : (lookups.pageUrls.get(item.page_id) ?? null),
  };
}

const image = (id: number | null, lookups: DeliveryLookups) =>
  id === null ? null : (lookups.images.get(id) ?? null);

/**
 * A block as the public sites get it: ids replaced by what they name (page
 * links by urls, uploads by image addresses, products by code and name), the
 * editor's position left out (the order is the list's).
 */
export function deliveredBlock(block: ContentBlock, lookups: DeliveryLookups): DeliveredBlock {
  const { position: _position, ...rest } = block;
  const out: DeliveredBlock = { ...rest };
  if ('hyperlinks' in block) out.hyperlinks = block.hyperlinks.map((h) => link(h, lookups));
  switch (block.type) {
    case 'ClickoutBlock':
      out.clickout_links = block.clickout_links.map((h) => link(h, lookups));
      break;
    case 'ImageBlock':
      out.images = block.images.map(({ image_id, alt, caption }) => ({
        image: image(image_id, lookups),
        alt,
        caption,
      }));
      break;
    case 'ExampleBlock':
      out.examples = block.examples.map(({ image_id, ...example }) => ({
        ...example,
        image: image(image_id, lookups),
      }));
      break;
    case 'QuoteFormBlock':
    case 'QuoteFormV2Block': {
      const { product_id: productId, ...form } = out as DeliveredBlock & {
        product_id: number | null;
      };
      return {
        ...form,
        product: productId === null ? null : (lookups.products.get(productId) ?? null),
      };
    }
  }
  return out;
}

/** The ids a page's blocks point at, to look them up at once. */
export function referencedIds(blocks: ContentBlock[]) {
  const pages = new Set<number>();
  const uploads = new Set<number>();
  const products = new Set<number>();
  const links = (items: Hyperlink[]) =>
    items.forEach((h) => h.page_id !== null && !h.external && pages.add(h.page_id));
  for (const block of blocks) {
    if ('hyperlinks' in block) links(block.hyperlinks);
    if (block.type === 'ClickoutBlock') links(block.clickout_links);
    if (block.type === 'ImageBlock')
      block.images.forEach((i) => i.image_id !== null && uploads.add(i.image_id));
    if (block.type === 'ExampleBlock')
      block.examples.forEach((e) => e.image_id !== null && uploads.add(e.image_id));
    if (
      (block.type === 'QuoteFormBlock' || block.type === 'QuoteFormV2Block') &&
      block.product_id !== null
    )
      products.add(block.product_id);
  }
  return { pages: [...pages], uploads: [...uploads], products: [...products] };
}
