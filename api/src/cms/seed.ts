import { and, eq, inArray } from 'drizzle-orm';
import type { ContentBlockInput } from '#domain/cms/content-block';
import { pageInputSchema, type PageInputDraft } from '#domain/cms/page-input';
import { HEADER_IMAGE_PAGE_TYPES } from '#domain/cms/page-type-features';
import type { Executor } from '../db';
import { products } from '../products';
import { cmsDomains } from './domain.table';
import { DEMO_PICTURE_SIZE, DEMO_PICTURES, demoPictureFor, demoStorageKey } from './demo-images';
import { seedCmsProducts } from './cms-product-seed';
import { DEMO_PRODUCT_STAND_INS } from './demo-product-eans';
import { seedLinks } from './link-seed';
import { pageColumns } from './page-columns';
import { cmsUploads } from './upload.table';
import { cmsPageRevisions } from './page-revision.table';
import { pageSnapshot } from './page-snapshot';
import { cmsPages } from './page.table';
import { setPageTags } from '../tags';

// Demo solar panels of the comparison catalogue, filled in once it is seeded (demo-product-eans.ts).
const [panel1, panel2, panel3, panel4] = DEMO_PRODUCT_STAND_INS;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const p = (text: string) => `<p>${text}</p>`;

const text = (heading: string, body: string, anchor = ''): ContentBlockInput => ({
  type: 'TextBlock',
  heading,
  anchor,
  content: p(body),
});

const quoteForm = (productId: number | undefined): ContentBlockInput => ({
  type: 'QuoteFormV2Block',
  heading: 'Vraag gratis offertes aan',
  product_id: productId ?? null,
  steps: 3,
});

const faq = (subject: string): ContentBlockInput => ({
  type: 'FaqBlock',
  heading: `Veelgestelde vragen over ${subject}`,
  anchor: 'faq',
  answered_questions: [
    {
      question: `Wat kost ${subject}?`,
      answer: p('Dat hangt af van de grootte en de keuzes die u maakt.'),
    },
    {
      question: 'Hoeveel offertes krijg ik?',
      answer: p('U ontvangt tot drie offertes van vakmensen uit uw regio.'),
    },
    {
      question: 'Zit ik ergens aan vast?',
      answer: p('Nee, offertes aanvragen is gratis en vrijblijvend.'),
    },
  ],
});

const tip = (body: string, type = 0): ContentBlockInput => ({
  type: 'AttentionBlock',
  attention_type: type,
  content: p(body),
});

const chart = (heading: string, items: [string, number][]): ContentBlockInput => ({
  type: 'ChartBlock',
  heading,
  chart_items: items.map(([label, value]) => ({ label, value })),
});

interface SeedPage extends Omit<PageInputDraft, 'blocks'> {
  blocks: ContentBlockInput[];
}

const city = (name: string, productId: number | undefined, subject: string): SeedPage => ({
  type: 'CityPage',
  url: `/regio/${name.toLowerCase().replace(/\s+/g, '-')}`,
  lead_product_id: productId,
  blocks: [
    text(`${subject} in ${name}`, `Vergelijk vakmensen uit ${name} en omgeving.`),
    quoteForm(productId),
  ],
});

/** The pages of the solar-panel site. */
function solarPages(solar?: number, heatPump?: number, authorId?: number): SeedPage[] {
  const blog = (slug: string, title: string, date: string): SeedPage => ({
    type: 'BlogDetailPage',
    url: `/blog/${slug}`,
    author_id: authorId,
    sources: ['Milieu Centraal', 'Rijksdienst voor Ondernemend Nederland'],
    created: date,
    updated: date,
    tags: ['zonnepanelen', 'blog'],
    blocks: [
      text(title, 'Een artikel over zonne-energie voor uw woning.', 'inleiding'),
      tip('Vraag altijd meerdere offertes aan voordat u kiest.'),
      {
        type: 'VideoBlock',
        heading: 'Zo werkt het',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        start_at: 12,
      },
    ],
  });
  return [
    {
      type: 'ProductHomePage',
      url: '/',
      lead_product_id: solar,
      blocks: [
        text('Zonnepanelen laten plaatsen?', 'Ontvang gratis offertes van erkende installateurs.'),
        quoteForm(solar),
        {
          type: 'NavigationButtons',
          heading: 'Alles over zonnepanelen',
          hyperlinks: [
            { label: 'Kosten', page_id: null },
            { label: 'Subsidie', page_id: null },
            {
              label: 'Energie-advies',
              external: true,
              external_url: 'https://www.milieucentraal.nl',
            },
          ],
        },
        faq('zonnepanelen'),
      ],
    },
    {
      type: 'ContactPage',
      url: '/contact',
      blocks: [text('Contact', 'Mail ons via info@zonnepanelen-offertes.nl.')],
    },
    {
      type: 'ThankYouPage',
      url: '/bedankt',
      blocks: [text('Bedankt!', 'Wij zoeken nu de beste installateurs voor u.')],
    },
    {
      type: '404Page',
      url: '/niet-gevonden',
      blocks: [text('Pagina niet gevonden', 'Deze pagina bestaat niet (meer).')],
    },
    {
      type: 'ProductPricePage',
      url: '/zonnepanelen/kosten',
      author_id: authorId,
      blocks: [
        text(
          'Wat kosten zonnepanelen?',
          'Een gemiddelde installatie van 10 panelen kost tussen de 4.000 en 6.000 euro.',
        ),
        chart('Prijs per aantal panelen', [
          ['6 panelen', 3200],
          ['10 panelen', 4800],
          ['14 panelen', 6300],
        ]),
        tip('Met de salderingsregeling verdient u de panelen sneller terug.', 2),
        quoteForm(solar),
      ],
    },
    {
      type: 'TypeDetailPage',
      url: '/zonnepanelen/monokristallijn',
      author_id: authorId,
      blocks: [
        { ...text('Monokristallijne panelen', 'Het meest gekozen type paneel.'), columns: 6 },
        {
          type: 'EnergyLabelBlock',
          heading: 'Rendement',
          energy_label: 'A',
          content: p('Hoog rendement per vierkante meter.'),
          columns: 6,
        },
      ],
    },
    {
      type: 'ExamplePage',
      url: '/zonnepanelen/voorbeelden',
      author_id: authorId,
      blocks: [
        {
          type: 'ExampleBlock',
          heading: 'Voorbeelden uit de praktijk',
          examples: [
            { title: 'Rijtjeshuis in Utrecht', content: p('12 panelen op het zuiden.') },
            { title: 'Boerderij in Drenthe', content: p('48 panelen op de schuur.') },
          ],
        },
      ],
    },
    { type: 'QuoteFormPage', url: '/zonnepanelen/offerte', blocks: [quoteForm(solar)] },
    {
      type: 'QuoteFormWidePage',
      url: '/zonnepanelen/offerte-breed',
      blocks: [{ ...quoteForm(solar), type: 'QuoteFormBlock', region_first: false }],
    },
    {
      type: 'DetailPage',
      url: '/zonnepanelen/subsidie',
      blocks: [
        text('Subsidie op zonnepanelen', 'U kunt de btw op zonnepanelen terugvragen.'),
        tip('Let op de voorwaarden van uw gemeente.', 6),
      ],
    },
    {
      type: 'ContentPage',
      url: '/over-ons',
      blocks: [text('Over ons', 'Wij brengen vraag en aanbod sinds 2012 samen.')],
    },
    {
      type: 'TeamPage',
      url: '/over-ons/team',
      blocks: [text('Ons team', 'Tien mensen die van duurzaam wonen houden.')],
    },
    {
      type: 'BlogOverviewPage',
      url: '/blog',
      blocks: [
        { type: 'NavigationList', heading: 'Alle artikelen', fill_type: 'childs', list_type: 1 },
      ],
    },
    blog('opbrengst-in-de-winter', 'Opbrengst in de winter', '2025-01-14'),
    blog('panelen-schoonmaken', 'Panelen schoonmaken', '2025-03-02'),
    blog('omvormer-kiezen', 'Een omvormer kiezen', '2025-04-21'),
    blog('thuisbatterij', 'Is een thuisbatterij slim?', '2025-06-09'),
    {
      type: 'NewsOverviewPage',
      url: '/nieuws',
      blocks: [{ type: 'NavigationList', heading: 'Nieuws', fill_type: 'childs' }],
    },
    {
      type: 'NewsDetailPage',
      url: '/nieuws/salderen-tot-2027',
      author_id: authorId,
      created: '2025-02-01',
      updated: '2025-02-03',
      blocks: [
        text('Salderen blijft tot 2027', 'De regeling loopt nog twee jaar door.'),
        tip('Wacht niet te lang met investeren.', 9),
      ],
    },
    {
      type: 'CountryPage',
      url: '/regio',
      lead_product_id: solar,
      blocks: [
        text('Installateurs in Nederland', 'Kies uw provincie.'),
        { type: 'NavigationList', fill_type: 'childs', list_type: 2 },
      ],
    },
    {
      type: 'ProvincePage',
      url: '/regio/utrecht',
      lead_product_id: solar,
      blocks: [text('Installateurs in Utrecht', 'Vakmensen in de provincie Utrecht.')],
    },
    city('Amersfoort', solar, 'Zonnepanelen'),
    city('Zeist', solar, 'Zonnepanelen'),
    city('Nieuwegein', solar, 'Zonnepanelen'),
    {
      type: 'CompanyRegionPage',
      url: '/installateurs',
      blocks: [text('Installateurs per regio', 'Erkende bedrijven bij u in de buurt.')],
    },
    {
      type: 'ProductHomePage',
      url: '/warmtepomp',
      lead_product_id: heatPump,
      blocks: [text('Warmtepomp en zonnepanelen', 'De ideale combinatie.'), quoteForm(heatPump)],
    },
    {
      type: 'TagListPage',
      url: '/onderwerpen',
      blocks: [text('Onderwerpen', 'Alle artikelen per onderwerp.')],
    },
  ];
}

/** The pages of the renovation and comparison site. */
function renovationPages(dormer?: number, insulation?: number, authorId?: number): SeedPage[] {
  return [
    {
      type: 'HomePage',
      url: '/',
      blocks: [
        text('Verbouwen zonder verrassingen', 'Prijzen, tips en offertes voor elke verbouwing.'),
        {
          type: 'CtaBlock',
          heading: 'Direct offertes',
          content: p('Binnen twee minuten aangevraagd.'),
          hyperlinks: [{ label: 'Start', page_id: null }],
        },
        {
          type: 'NavigationButtons',
          hyperlinks: [
            { label: 'Dakkapel', page_id: null },
            { label: 'Isolatie', page_id: null },
          ],
        },
      ],
    },
    {
      type: 'ContactPage',
      url: '/contact',
      blocks: [text('Contact', 'Bel ons op werkdagen van 9 tot 17 uur.')],
    },
    {
      type: 'SubscribeBusinessPage',
      url: '/aanmelden-bedrijf',
      blocks: [
        text('Meer klanten voor uw bedrijf?', 'Meld uw bedrijf gratis aan.'),
        { type: 'CtaBlock', content: p('Aanmelden duurt vijf minuten.') },
      ],
    },
    {
      type: 'BusinessHowToPage',
      url: '/aanmelden-bedrijf/hoe-werkt-het',
      blocks: [text('Zo werkt het voor bedrijven', 'U ontvangt aanvragen uit uw werkgebied.')],
    },
    {
      type: 'ConsumerHowToPage',
      url: '/hoe-werkt-het',
      blocks: [text('Zo werkt het', 'Vraag aan, vergelijk en kies.')],
    },
    {
      type: 'ProductHomePage',
      url: '/dakkapel',
      lead_product_id: dormer,
      blocks: [
        text('Dakkapel plaatsen', 'Meer ruimte op zolder.'),
        quoteForm(dormer),
        faq('een dakkapel'),
      ],
    },
    {
      type: 'ProductPricePage',
      url: '/dakkapel/prijs',
      blocks: [
        text('Prijs van een dakkapel', 'Vanaf ongeveer 6.000 euro.'),
        chart('Prijs per breedte', [
          ['2 meter', 6500],
          ['3 meter', 8200],
          ['4 meter', 9900],
        ]),
      ],
    },
    {
      type: 'NoHeaderPricePage',
      url: '/dakkapel/prijs-kunststof',
      blocks: [text('Kunststof dakkapel', 'Onderhoudsarm en betaalbaar.')],
    },
    {
      type: 'NoHeaderPage',
      url: '/dakkapel/vergunning',
      author_id: authorId,
      sources: ['Omgevingsloket'],
      blocks: [
        text('Vergunning nodig?', 'Aan de achterkant vaak niet.'),
        tip('Check altijd het omgevingsloket.', 3),
      ],
    },
    {
      type: 'ProductHomePage',
      url: '/isolatie',
      lead_product_id: insulation,
      blocks: [text('Isoleren', 'Bespaar op uw energierekening.'), quoteForm(insulation)],
    },
    {
      type: 'ProductPricePage',
      url: '/isolatie/spouwmuur',
      blocks: [
        text('Spouwmuurisolatie', 'Terugverdiend in vijf tot acht jaar.'),
        tip('Isoleren is de goedkoopste besparing.', 4),
      ],
    },
    {
      type: 'OverviewPage',
      url: '/vergelijken',
      blocks: [text('Vergelijken', 'Producten voor in en om het huis.')],
    },
    {
      type: 'ProductListPage',
      url: '/vergelijken/thuisbatterijen',
      product_eans: [panel1, panel2],
      blocks: [
        text('Thuisbatterijen vergelijken', 'De populairste modellen op een rij.'),
        {
          type: 'ComparisonBlock',
          heading: 'Zonnepanelen om mee te laden',
          eans: [panel1, panel2],
        },
      ],
    },
    {
      type: 'BestProductsPage',
      url: '/vergelijken/beste-omvormers',
      author_id: authorId,
      product_eans: [panel3],
      blocks: [
        {
          type: 'BestProductsBlock',
          heading: 'De beste panelen bij uw omvormer',
          eans: [panel3, panel4],
        },
        { type: 'ComparisonBrandBlock', brand: 'sunpower' },
      ],
    },
    {
      type: 'BestProductsTestPage',
      url: '/vergelijken/beste-omvormers/test',
      author_id: authorId,
      blocks: [text('Zo testen wij', 'Elk product draait drie maanden mee.')],
    },
    {
      type: 'FilterArticlePage',
      url: '/vergelijken/thuisbatterijen/10-kwh',
      blocks: [
        text('Thuisbatterijen van 10 kWh', 'Genoeg voor een gemiddeld gezin.'),
        {
          type: 'ClickoutBlock',
          clickout_type: 'ean',
          ean: panel1,
          heading: 'Beste prijs voor de panelen erbij',
        },
        {
          type: 'ClickoutBlock',
          clickout_type: 'custom',
          table_heading: 'Winkels',
          clickout_links: [
            { label: 'Webwinkel', external: true, external_url: 'https://www.example.com' },
          ],
        },
      ],
    },
    {
      type: 'GenericPage',
      url: '/tips',
      blocks: [
        text('Tips', 'Handige tips voor uw verbouwing.'),
        {
          type: 'ImageBlock',
          heading: 'Inspiratie',
          images: [{ alt: 'Lichte zolder', caption: 'Zolder met dakkapel' }],
        },
      ],
    },
    {
      type: 'GenericPage',
      url: '/tips/budget',
      blocks: [text('Budget bepalen', 'Reken op tien procent onvoorzien.')],
    },
    {
      type: 'BlankPage',
      url: '/campagne',
      blocks: [{ type: 'CtaBlock', content: p('Alleen deze maand: gratis advies.') }],
    },
    {
      type: 'CountryPage',
      url: '/regio',
      lead_product_id: dormer,
      blocks: [text('Dakkapelbouwers in Nederland', 'Kies uw provincie.')],
    },
    {
      type: 'ProvincePage',
      url: '/regio/noord-brabant',
      lead_product_id: dormer,
      blocks: [text('Dakkapelbouwers in Noord-Brabant', 'Vakmensen bij u in de buurt.')],
    },
    city('Eindhoven', dormer, 'Dakkapel'),
    city('Tilburg', dormer, 'Dakkapel'),
    {
      type: '404Page',
      url: '/niet-gevonden',
      blocks: [text('Niet gevonden', 'Probeer de zoekfunctie.')],
    },
  ];
}

/** Two demo sites with their pages of many types and blocks. */
export async function seedCms(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const productRows = await tx
    .select({ id: products.id, discr: products.discr })
    .from(products)
    .where(
      inArray(products.discr, ['zonnepanelen', 'warmtepomp', 'dakkapel', 'spouwmuurisolatie']),
    );
  const product = (discr: string) => productRows.find((r) => r.discr === discr)?.id;
  const authorId = userIds.get('cms@demo.nl');
  const [solarSite, renovationSite] = await tx
    .insert(cmsDomains)
    .values([
      { name: 'Zonnepanelen Offertes', host: 'www.zonnepanelen-offertes.nl' },
      { name: 'Verbouwkosten', host: 'www.verbouwkosten.nl' },
    ])
    .returning({ id: cmsDomains.id });
  const sites = [
    {
      domainId: solarSite!.id,
      pages: solarPages(product('zonnepanelen'), product('warmtepomp'), authorId),
    },
    {
      domainId: renovationSite!.id,
      pages: renovationPages(product('dakkapel'), product('spouwmuurisolatie'), authorId),
    },
  ];
  for (const site of sites) {
    const inputs = site.pages.map((page) => pageInputSchema.parse(page));
    const rows = await tx
      .insert(cmsPages)
      .values(
        inputs.map((input) => ({
          ...pageColumns(input),
          domainId: site.domainId,
          updatedBy: authorId ?? null,
        })),
      )
      .returning({ id: cmsPages.id });
    for (const [index, row] of rows.entries()) await setPageTags(tx, row.id, inputs[index]!.tags);
  }
  await seedUploads(tx, solarSite!.id, DEMO_PICTURES, authorId ?? null);
  await seedUploads(tx, renovationSite!.id, DEMO_PICTURES.slice(3, 7), authorId ?? null);
  await seedHistory(tx, solarSite!.id, authorId ?? null);
  await seedLinks(tx, solarSite!.id, authorId ?? null);
  await seedCmsProducts(tx);
}

/** Demo pictures of a domain (drawn into the file storage at start), shown as header images. */
async function seedUploads(
  tx: Executor,
  domainId: number,
  pictures: readonly (typeof DEMO_PICTURES)[number][],
  authorId: number | null,
) {
  const uploads = await tx
    .insert(cmsUploads)
    .values(
      pictures.map((picture) => ({
        domainId,
        storageKey: demoStorageKey(domainId, picture.name),
        fileName: `${picture.name}.png`,
        title: picture.title,
        alt: picture.title,
        fileType: 'png',
        contentType: 'image/png',
        sizeBytes: demoPictureFor(demoStorageKey(domainId, picture.name))!.length,
        width: DEMO_PICTURE_SIZE.width,
        height: DEMO_PICTURE_SIZE.height,
        uploadedBy: authorId,
      })),
    )
    .returning({ id: cmsUploads.id });
  const pages = await tx
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(
      and(eq(cmsPages.domainId, domainId), inArray(cmsPages.type, [...HEADER_IMAGE_PAGE_TYPES])),
    )
    .orderBy(cmsPages.url);
  for (const [index, page] of pages.entries()) {
    // The last picture stays unused, so the upload manager can delete one.
    const upload = uploads[index % Math.max(1, uploads.length - 1)]!;
    await tx.update(cmsPages).set({ headerImageId: upload.id }).where(eq(cmsPages.id, page.id));
  }
}

/** The solar site's home page was built up over two earlier versions (its history shows them). */
async function seedHistory(tx: Executor, domainId: number, authorId: number | null) {
  const [home] = await tx
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.domainId, domainId), eq(cmsPages.url, '/')));
  if (!home) return;
  const now = home.updatedAt.getTime();
  const first = { ...pageSnapshot(home), blocks: home.blocks.slice(0, 1) };
  const second = { ...pageSnapshot(home), blocks: home.blocks.slice(0, 2) };
  await tx.insert(cmsPageRevisions).values([
    {
      pageId: home.id,
      version: 1,
      snapshot: first,
      savedBy: authorId,
      savedAt: new Date(now - 3 * DAY),
    },
    {
      pageId: home.id,
      version: 2,
      snapshot: second,
      savedBy: authorId,
      savedAt: new Date(now - DAY),
    },
  ]);
  // Saved a while ago, so an editor's first change today starts a revision of its own.
  await tx
    .update(cmsPages)
    .set({ version: 3, updatedAt: new Date(now - 2 * HOUR) })
    .where(eq(cmsPages.id, home.id));
}
