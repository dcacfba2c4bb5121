import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/**
 * Product metadata (/meta): per core product, the templates the public sites build a
 * product page's meta title and description from. A template is text with placeholders
 * in braces: {name}, {brand}, {core_product}, {ean} and {feature:<feature name>}.
 */
export const META_FIELDS = ['name', 'brand', 'core_product', 'ean'] as const;
export type MetaField = (typeof META_FIELDS)[number];
export const FEATURE_PLACEHOLDER = 'feature:';

/** Search engines show about this many characters of a description: longer is a warning only. */
export const META_DESCRIPTION_ADVISED_MAX = 160;
export const META_TEMPLATE_MAX = 500;

/** What a template is rendered for: one product, as read from the catalogue. */
export interface MetaProduct {
  name: string;
  brand: string | null;
  coreProduct: string;
  ean: string | null;
  specs: readonly { feature: string; value: string; unit?: string | null }[];
}

type Part = { text: string } | { placeholder: string };

const PLACEHOLDER = /\{([^{}]*)\}/g;

function partsOf(template: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ text: template.slice(at, match.index) });
    parts.push({ placeholder: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}

const featureOf = (placeholder: string) =>
  placeholder.startsWith(FEATURE_PLACEHOLDER)
    ? placeholder.slice(FEATURE_PLACEHOLDER.length).trim()
    : null;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The placeholders of a template that are not known, as written ({…}), in order and once
 * each: other names than the fields, features the core product does not have, and a
 * brace without its partner.
 */
export function unknownPlaceholders(template: string, featureNames: readonly string[]): string[] {
  const unknown: string[] = [];
  const add = (text: string) => {
    if (!unknown.includes(text)) unknown.push(text);
  };
  for (const part of partsOf(template)) {
    if ('text' in part) {
      if (/[{}]/.test(part.text)) add(part.text.includes('{') ? '{' : '}');
      continue;
    }
    const feature = featureOf(part.placeholder);
    const known =
      feature === null
        ? (META_FIELDS as readonly string[]).includes(part.placeholder)
        : feature.length > 0 && featureNames.some((name) => sameName(name, feature));
    if (!known) add(`{${part.placeholder}}`);
  }
  return unknown;
}

function valueOf(placeholder: string, product: MetaProduct): string {
  const feature = featureOf(placeholder);
  if (feature !== null) {
    const spec = product.specs.find((s) => sameName(s.feature, feature));
    if (!spec) return '';
    return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
  }
  switch (placeholder as MetaField) {
    case 'name':
      return product.name;
    case 'brand':
      return product.brand ?? '';
    case 'core_product':
      return product.coreProduct;
    case 'ean':
      return product.ean ?? '';
    default:
      return '';
  }
}

/**
 * The text of a template for a product: each placeholder by its value (a feature by the
 * product's spec with its unit), one the product has no value for by nothing; runs of
 * spaces left behind become one and the ends are trimmed.
 */
export function renderMetaTemplate(template: string, product: MetaProduct): string {
  return partsOf(template)
    .map((part) => ('text' in part ? part.text : valueOf(part.placeholder, product)))
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** The rendered description is longer than search engines show: a warning, saved all the same. */
export const descriptionTooLong = (rendered: string) =>
  rendered.length > META_DESCRIPTION_ADVISED_MAX;

const templateText = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value.length <= META_TEMPLATE_MAX, { message: MESSAGE.TEXT_TOO_LONG });

/** The templates as /meta saves them (REST names); checked for unknown placeholders by the api. */
export const metaTemplatesInputSchema = z.object({
  title_template: templateText,
  description_template: templateText,
});

export type MetaTemplatesInput = z.output<typeof metaTemplatesInputSchema>;

/** Field errors for templates with unknown placeholders (MESSAGE.UNKNOWN_PLACEHOLDER). */
export function metaTemplateErrors(
  input: MetaTemplatesInput,
  featureNames: readonly string[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (unknownPlaceholders(input.title_template, featureNames).length > 0)
    fields.title_template = MESSAGE.UNKNOWN_PLACEHOLDER;
  if (unknownPlaceholders(input.description_template, featureNames).length > 0)
    fields.description_template = MESSAGE.UNKNOWN_PLACEHOLDER;
  return fields;
}
