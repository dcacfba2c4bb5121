import { eq, inArray } from 'drizzle-orm';
import type { MenuIcon, MenuKind } from '#domain/menus/menu-kind';
import type { Executor } from '../db';
import { cmsDomains, cmsPages } from '../cms';
import { products } from '../products';
import { cmsMenuItems } from './menu-item.table';

const SOLAR = 'www.zonnepanelen-offertes.nl';
const RENOVATION = 'www.verbouwkosten.nl';

/** A demo item: a page of its site by url, or an address; product-menu items an icon. */
interface DemoItem {
  label: string;
  page?: string;
  address?: string;
  icon?: MenuIcon;
  product?: string;
  children?: DemoItem[];
  /** Its page was deleted since: kept without a page, for the home's broken-link list. */
  pageDeleted?: true;
}

const MENUS: Record<string, Record<MenuKind, DemoItem[]>> = {
  [SOLAR]: {
    menu: [
      { label: 'Home', page: '/' },
      {
        label: 'Zonnepanelen',
        page: '/zonnepanelen/kosten',
        children: [
          {
            label: 'Kosten',
            page: '/zonnepanelen/kosten',
            children: [
              { label: 'Monokristallijn', page: '/zonnepanelen/monokristallijn' },
              { label: 'Voorbeelden', page: '/zonnepanelen/voorbeelden' },
            ],
          },
          { label: 'Subsidie', page: '/zonnepanelen/subsidie' },
          { label: 'Offerte aanvragen', page: '/zonnepanelen/offerte' },
        ],
      },
      { label: 'Warmtepomp', page: '/warmtepomp' },
      {
        label: 'Nieuws en blog',
        page: '/blog',
        children: [
          { label: 'Blog', page: '/blog' },
          { label: 'Nieuws', page: '/nieuws' },
        ],
      },
      {
        label: 'Over ons',
        page: '/over-ons',
        children: [
          { label: 'Ons team', page: '/over-ons/team' },
          { label: 'Contact', page: '/contact' },
          { label: 'Milieu Centraal', address: 'https://www.milieucentraal.nl' },
        ],
      },
    ],
    product_menu: [
      {
        label: 'Zonnepanelen',
        page: '/zonnepanelen/kosten',
        icon: 'solar-panel',
        product: 'zonnepanelen',
        children: [
          { label: 'Subsidie', page: '/zonnepanelen/subsidie', icon: 'info' },
          {
            label: 'Offerte',
            page: '/zonnepanelen/offerte',
            icon: 'solar-panel',
            product: 'zonnepanelen',
          },
        ],
      },
      { label: 'Warmtepomp', page: '/warmtepomp', icon: 'heat-pump', product: 'warmtepomp' },
      { label: 'Installateurs', page: '/installateurs', icon: 'info' },
    ],
  },
  [RENOVATION]: {
    menu: [
      { label: 'Home', page: '/' },
      {
        label: 'Dakkapel',
        page: '/dakkapel',
        children: [
          {
            label: 'Prijzen',
            page: '/dakkapel/prijs',
            children: [{ label: 'Kunststof dakkapel', page: '/dakkapel/prijs-kunststof' }],
          },
          { label: 'Vergunning', page: '/dakkapel/vergunning' },
        ],
      },
      {
        label: 'Isolatie',
        page: '/isolatie',
        children: [{ label: 'Spouwmuurisolatie', page: '/isolatie/spouwmuur' }],
      },
      {
        label: 'Vergelijken',
        page: '/vergelijken',
        children: [
          { label: 'Thuisbatterijen', page: '/vergelijken/thuisbatterijen' },
          { label: 'Beste omvormers', page: '/vergelijken/beste-omvormers' },
        ],
      },
      { label: 'Bespaartips', page: '/tips' },
      { label: 'Contact', page: '/contact' },
      // Two broken links for the lead managers' home (docs/dashboards.md, "Broken links").
      { label: 'Subsidies 2023', pageDeleted: true },
      { label: 'Verbouwbeurs', address: 'htps://verbouwbeurs' },
    ],
    product_menu: [
      {
        label: 'Dakkapel',
        page: '/dakkapel',
        icon: 'roof',
        product: 'dakkapel',
        children: [{ label: 'Vergunning', page: '/dakkapel/vergunning', icon: 'info' }],
      },
      {
        label: 'Isolatie',
        page: '/isolatie',
        icon: 'insulation',
        children: [
          {
            label: 'Spouwmuur',
            page: '/isolatie/spouwmuur',
            icon: 'insulation',
            product: 'spouwmuurisolatie',
          },
        ],
      },
      { label: 'Thuisbatterij', page: '/vergelijken/thuisbatterijen', icon: 'charging-station' },
    ],
  },
};

/** A three-level main menu and a product menu for both demo sites, linking to their pages. */
export async function seedMenus(tx: Executor): Promise<void> {
  const domains = await tx
    .select({ id: cmsDomains.id, host: cmsDomains.host })
    .from(cmsDomains)
    .where(inArray(cmsDomains.host, Object.keys(MENUS)));
  const catalogue = await tx.select({ id: products.id, discr: products.discr }).from(products);
  for (const domain of domains) {
    const pages = await tx
      .select({ id: cmsPages.id, url: cmsPages.url })
      .from(cmsPages)
      .where(eq(cmsPages.domainId, domain.id));
    const pageId = (url: string) => pages.find((page) => page.url === url)?.id ?? null;
    const productId = (discr: string | undefined) =>
      catalogue.find((product) => product.discr === discr)?.id ?? null;

    const insert = async (kind: MenuKind, items: DemoItem[], parentId: number | null) => {
      let position = 0;
      for (const item of items) {
        const page = item.page ? pageId(item.page) : null;
        // A demo page that is not there (any more) leaves its item out rather than unlinked.
        if (!item.address && page === null && !item.pageDeleted) continue;
        const [row] = await tx
          .insert(cmsMenuItems)
          .values({
            domainId: domain.id,
            kind,
            parentId,
            position,
            label: item.label,
            external: Boolean(item.address),
            externalUrl: item.address ?? null,
            pageId: item.address ? null : page,
            icon: kind === 'product_menu' ? (item.icon ?? 'info') : null,
            productId: kind === 'product_menu' ? productId(item.product) : null,
          })
          .returning({ id: cmsMenuItems.id });
        position += 1;
        if (item.children) await insert(kind, item.children, row!.id);
      }
    };
    const menus = MENUS[domain.host]!;
    await insert('menu', menus.menu, null);
    await insert('product_menu', menus.product_menu, null);
  }
}
