import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

/**
 * The widgets a public site shows besides its pages, one of each type per domain
 * (docs/cms.md, "Widgets"): front-page links, home page CTA, about-us
 * menu, how-to B2C and footer bar.
 */
export const WIDGET_TYPES = [
  'front_page_links',
  'home_page_cta',
  'about_us_menu',
  'how_to_b2c',
  'footer_bar',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export function isWidgetType(value: unknown): value is WidgetType {
  return (WIDGET_TYPES as readonly unknown[]).includes(value);
}

/** The named images each type shows; an upload goes to cms/widget/{id}/{image name}. */
export const WIDGET_IMAGES: Record<WidgetType, readonly string[]> = {
  front_page_links: [],
  home_page_cta: ['background'],
  about_us_menu: [],
  how_to_b2c: ['illustration'],
  footer_bar: ['logo'],
};

export function isWidgetImage(type: WidgetType, name: string): boolean {
  return WIDGET_IMAGES[type].includes(name);
}

export const WIDGET_LIMITS = {
  groups: 20,
  linksPerGroup: 50,
  text: 255,
  longText: 2000,
  imageBytes: 5 * 1024 * 1024,
} as const;

const text = (max: number) =>
  looseText().refine((value) => value.length <= max, { message: MESSAGE.TEXT_TOO_LONG });
const requiredText = (max: number) =>
  text(max).refine((value) => value.length > 0, { message: MESSAGE.FIELD_REQUIRED });

/**
 * A link of a widget: to a page of the widget's own domain, or (external) to any
 * address. Only the kind chosen is kept: external clears the page, otherwise the
 * address goes. The api checks that the page belongs to the domain.
 */
export const widgetLinkSchema = z
  .object({
    label: requiredText(WIDGET_LIMITS.text),
    external: z.boolean().default(false),
    external_url: text(2000).refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL }),
    page_id: z.number().int().positive().nullish(),
  })
  .superRefine((link, ctx) => {
    if (link.external && link.external_url === '')
      ctx.addIssue({ code: 'custom', path: ['external_url'], message: MESSAGE.FIELD_REQUIRED });
    if (!link.external && !link.page_id)
      ctx.addIssue({ code: 'custom', path: ['page_id'], message: MESSAGE.FIELD_REQUIRED });
  })
  .transform((link) => ({
    label: link.label,
    external: link.external,
    external_url: link.external ? normalizeUrl(link.external_url) : null,
    page_id: link.external ? null : (link.page_id ?? null),
  }));
export type WidgetLinkInput = z.output<typeof widgetLinkSchema>;

/** A new link (spec: a new hyperlink is not external). */
export const NEW_WIDGET_LINK = { label: '', external: false, external_url: null, page_id: null };

export const widgetLinkGroupSchema = z.object({
  title: text(WIDGET_LIMITS.text),
  links: z.array(widgetLinkSchema).max(WIDGET_LIMITS.linksPerGroup, MESSAGE.VALUE_TOO_HIGH),
});

/** An optional button: a label and where it leads, by the same rule as a link. */
const buttonSchema = z
  .object({
    label: text(WIDGET_LIMITS.text),
    external: z.boolean().default(false),
    external_url: text(2000).refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL }),
    page_id: z.number().int().positive().nullish(),
  })
  .transform((button) => ({
    label: button.label,
    external: button.external,
    external_url: button.external && button.external_url ? normalizeUrl(button.external_url) : null,
    page_id: button.external ? null : (button.page_id ?? null),
  }));

/**
 * What each type holds besides its link groups. Types without own fields keep an
 * empty object; unknown keys are dropped.
 */
export const WIDGET_SETTINGS = {
  front_page_links: z.object({}),
  home_page_cta: z.object({
    title: text(WIDGET_LIMITS.text),
    text: text(WIDGET_LIMITS.longText),
    button: buttonSchema.nullish().transform((button) => button ?? null),
  }),
  about_us_menu: z.object({}),
  how_to_b2c: z.object({ title: text(WIDGET_LIMITS.text) }),
  footer_bar: z.object({ text: text(WIDGET_LIMITS.longText) }),
} satisfies Record<WidgetType, z.ZodType>;

export type WidgetSettings = { [T in WidgetType]: z.output<(typeof WIDGET_SETTINGS)[T]> };

/** The settings a type starts with. */
export function emptySettings(type: WidgetType): Record<string, unknown> {
  return WIDGET_SETTINGS[type].parse({}) as Record<string, unknown>;
}

/** The page a type's settings link to (the CTA's button), for the domain check. */
export function settingsPageId(type: WidgetType, settings: Record<string, unknown>): number | null {
  if (type !== 'home_page_cta') return null;
  const button = settings.button as { page_id?: number | null } | null | undefined;
  return button?.page_id ?? null;
}

/** A save of a widget: its settings and every link group in order, over the version read. */
export function widgetSaveSchema(type: WidgetType) {
  return z.object({
    settings: z.preprocess(
      (value) => value ?? {},
      WIDGET_SETTINGS[type] as z.ZodType<Record<string, unknown>>,
    ),
    link_groups: z
      .array(widgetLinkGroupSchema)
      .max(WIDGET_LIMITS.groups, MESSAGE.VALUE_TOO_HIGH)
      .default([]),
  });
}
export type WidgetSaveInput = z.output<ReturnType<typeof widgetSaveSchema>>;
