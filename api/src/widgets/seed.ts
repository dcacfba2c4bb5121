import { and, eq, like } from 'drizzle-orm';
import type { WidgetSaveInput, WidgetType } from '#domain/widgets/widget';
import { demoPicture, cmsDomains, cmsPages } from '../cms';
import type { Database, Executor } from '../db';
import type { FileStorage } from '../files';
import { ensureWidgets } from './widget-read';
import { widgetImages, widgets } from './widget.table';
import { saveWidget } from './widget-write';

const HOST = 'www.zonnepanelen-offertes.nl';
const DEMO_KEY_PREFIX = 'widgets/demo/';

type DemoLink = [label: string, target: string];
type DemoWidget = {
  settings: Record<string, unknown>;
  groups: [title: string, links: DemoLink[]][];
  images?: { name: string; file: string; width: number; height: number; type: string }[];
};

/** A target starting with http is an address; anything else is the url of a demo page. */
const DEMO: Partial<Record<WidgetType, DemoWidget>> = {
  front_page_links: {
    settings: {},
    groups: [
      [
        'Zonnepanelen',
        [
          ['Wat kosten zonnepanelen?', '/zonnepanelen/kosten'],
          ['Monokristallijne panelen', '/zonnepanelen/monokristallijn'],
          ['Subsidie en salderen', '/zonnepanelen/subsidie'],
          ['Offertes vergelijken', '/zonnepanelen/offerte'],
        ],
      ],
      [
        'Meer weten',
        [
          ['Voorbeelden van installaties', '/zonnepanelen/voorbeelden'],
          ['Nieuws', '/nieuws'],
          ['Milieu Centraal over zonne-energie', 'https://www.milieucentraal.nl'],
        ],
      ],
    ],
  },
  home_page_cta: {
    settings: {
      title: 'Bespaar op je energierekening',
      text: 'Vraag gratis tot drie offertes aan bij installateurs uit jouw regio.',
      button: {
        label: 'Offertes aanvragen',
        external: false,
        external_url: null,
        page: '/zonnepanelen/offerte',
      },
    },
    groups: [],
    images: [
      {
        name: 'background',
        file: 'cta-background.png',
        width: 480,
        height: 200,
        type: 'image/png',
      },
    ],
  },
  footer_bar: {
    settings: { text: '© Zonnepanelen Offertes. Alle offertes zijn gratis en vrijblijvend.' },
    groups: [
      [
        'Over ons',
        [
          ['Wie we zijn', '/over-ons'],
          ['Ons team', '/over-ons/team'],
          ['Contact', '/contact'],
        ],
      ],
      [
        'Handig',
        [
          ['Blog', '/blog'],
          ['Installateurs per regio', '/regio'],
        ],
      ],
    ],
    images: [
      { name: 'logo', file: 'footer-logo.svg', width: 160, height: 40, type: 'image/svg+xml' },
    ],
  },
};

const FOOTER_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="6" fill="#1c7ed6"/><circle cx="22" cy="20" r="10" fill="#fcc419"/><text x="40" y="26" font-family="sans-serif" font-size="14" fill="#fff">Zonnepanelen</text></svg>`;

/** The drawn file of a demo image by its storage key. */
function demoImage(key: string): { data: Buffer; type: string } | null {
  if (key.endsWith('.svg')) return { data: Buffer.from(FOOTER_LOGO), type: 'image/svg+xml' };
  if (key.endsWith('.png'))
    return {
      data: demoPicture(480, 200, [90, 160, 230], [200, 230, 250], [255, 210, 60]),
      type: 'image/png',
    };
  return null;
}

/** Filled widgets for the solar site, linking to its demo pages. */
export async function seedWidgets(tx: Executor): Promise<void> {
  const [domain] = await tx.select().from(cmsDomains).where(eq(cmsDomains.host, HOST));
  if (!domain) return;
  await ensureWidgets(tx, domain.id);
  const pages = await tx
    .select({ id: cmsPages.id, url: cmsPages.url })
    .from(cmsPages)
    .where(eq(cmsPages.domainId, domain.id));
  const pageId = new Map(pages.map((page) => [page.url, page.id]));
  const link = ([label, target]: DemoLink) =>
    target.startsWith('http')
      ? { label, external: true, external_url: target, page_id: null }
      : { label, external: false, external_url: null, page_id: pageId.get(target) ?? null };
  for (const [type, demo] of Object.entries(DEMO) as [WidgetType, DemoWidget][]) {
    const [widget] = await tx
      .select()
      .from(widgets)
      .where(and(eq(widgets.domainId, domain.id), eq(widgets.type, type)));
    if (!widget) continue;
    const { button, ...settings } = demo.settings as { button?: { page: string } };
    const buttonInput =
      button && (({ page, ...rest }) => ({ ...rest, page_id: pageId.get(page) ?? null }))(button);
    const input: WidgetSaveInput = {
      settings: buttonInput ? { ...settings, button: buttonInput } : settings,
      link_groups: demo.groups.map(([title, links]) => ({
        title,
        links: links.map(link).filter((l) => l.external || l.page_id !== null),
      })),
    } as WidgetSaveInput;
    await saveWidget(tx, widget.id, widget.version, input, null);
    for (const image of demo.images ?? [])
      await tx.insert(widgetImages).values({
        widgetId: widget.id,
        name: image.name,
        storageKey: `${DEMO_KEY_PREFIX}${widget.id}-${image.file}`,
        contentType: image.type,
        fileName: image.file,
        sizeBytes: demoImage(image.file)?.data.length ?? 0,
        width: image.width,
        height: image.height,
      });
  }
}

/** The seed has no file storage at hand: the demo images are drawn and stored at start. */
export async function storeDemoWidgetImages(db: Database, storage: FileStorage): Promise<void> {
  const rows = await db
    .select({ key: widgetImages.storageKey })
    .from(widgetImages)
    .where(like(widgetImages.storageKey, `${DEMO_KEY_PREFIX}%`));
  for (const { key } of rows) {
    if (await storage.get(key)) continue;
    const image = demoImage(key);
    if (image) await storage.put(key, image.data, image.type);
  }
}
