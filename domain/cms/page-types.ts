/** CMS page types (code and English label; the UI translates). New pages are GenericPage. */
export const PAGE_TYPES = [
  { code: 'HomePage', label: 'Home' },
  { code: '404Page', label: '404 - Not Found' },
  { code: 'ContactPage', label: 'Contact' },
  { code: 'ThankYouPage', label: 'Thank you' },
  { code: 'SubscribeBusinessPage', label: 'Subscribe (B2B)' },
  { code: 'ExamplePage', label: 'Lead - Examples' },
  { code: 'TypeDetailPage', label: 'Lead - Detail' },
  { code: 'QuoteFormPage', label: 'Lead - Quote Form' },
  { code: 'QuoteFormWidePage', label: 'Lead - Wide Quote Form' },
  { code: 'NewsDetailPage', label: 'Lead - News Detail' },
  { code: 'NewsOverviewPage', label: 'Lead - News Overview' },
  { code: 'BlogDetailPage', label: 'Lead - Blog Detail' },
  { code: 'BlogOverviewPage', label: 'Lead - Blog Overview' },
  { code: 'NoHeaderPage', label: 'Lead - No header' },
  { code: 'NoHeaderPricePage', label: 'Lead - Price - No header' },
  { code: 'CountryPage', label: 'Country' },
  { code: 'ProvincePage', label: 'Province' },
  { code: 'CityPage', label: 'City' },
  { code: 'CompanyRegionPage', label: 'Companies in region' },
  { code: 'TagListPage', label: 'Lead - Tag List' },
  { code: 'ConsumerHowToPage', label: 'How to (B2C)' },
  { code: 'GenericPage', label: 'Page with submenu and cover' },
  { code: 'DetailPage', label: 'Page with submenu without cover' },
  { code: 'ContentPage', label: 'Page without submenu and cover' },
  { code: 'BusinessHowToPage', label: 'How to (B2B)' },
  { code: 'TeamPage', label: 'Team page' },
  { code: 'ProductHomePage', label: 'Lead - Home' },
  { code: 'ProductPricePage', label: 'Lead - Price header' },
  { code: 'OverviewPage', label: 'Category - Overview Page' },
  { code: 'ProductListPage', label: 'Comparison - Product List Page' },
  { code: 'FilterArticlePage', label: 'Comparison - Product Article Page' },
  { code: 'BestProductsPage', label: 'Best products' },
  { code: 'BestProductsTestPage', label: 'Best products test' },
  { code: 'BlankPage', label: 'Lege pagina' },
] as const;

export type PageType = (typeof PAGE_TYPES)[number]['code'];
export const DEFAULT_PAGE_TYPE: PageType = 'GenericPage';

export function isPageType(value: string): value is PageType {
  return PAGE_TYPES.some((type) => type.code === value);
}
