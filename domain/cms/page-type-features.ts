import type { PageType } from '#domain/cms/page-types';

/** Page types whose editor shows author and sources (articles, not product pages). */
export const AUTHOR_PAGE_TYPES: readonly PageType[] = [
  'ExamplePage',
  'TypeDetailPage',
  'NewsDetailPage',
  'NoHeaderPage',
  'ProductPricePage',
  'NoHeaderPricePage',
  'BestProductsPage',
  'BestProductsTestPage',
  'BlogDetailPage',
];

/** Page types that offer a header image. */
export const HEADER_IMAGE_PAGE_TYPES: readonly PageType[] = [
  'ProductHomePage',
  'FilterArticlePage',
  'ProductPricePage',
  'TypeDetailPage',
  'SubscribeBusinessPage',
  'QuoteFormPage',
  'QuoteFormWidePage',
  'BlogDetailPage',
  'NewsDetailPage',
  'ExamplePage',
  'BestProductsPage',
  'BestProductsTestPage',
];

/** Page types with the comparison product picker (EANs). */
export const COMPARISON_PRODUCT_PAGE_TYPES: readonly PageType[] = [
  'BestProductsPage',
  'FilterArticlePage',
  'BestProductsTestPage',
  'ProductListPage',
];

/** Page types that keep their own created and updated dates (articles). */
export const DATED_PAGE_TYPES: readonly PageType[] = ['BlogDetailPage', 'NewsDetailPage'];

/** Region pages: they need the lead-generator product whose companies they list. */
export const LEAD_PRODUCT_PAGE_TYPES: readonly PageType[] = [
  'CityPage',
  'ProvincePage',
  'CountryPage',
];

/** What the editor of a page type offers and requires. */
export interface PageTypeFeatures {
  authorAndSources: boolean;
  headerImage: boolean;
  comparisonProducts: boolean;
  dates: boolean;
  leadProductRequired: boolean;
}

export function pageTypeFeatures(type: string): PageTypeFeatures {
  const has = (list: readonly string[]) => list.includes(type);
  return {
    authorAndSources: has(AUTHOR_PAGE_TYPES),
    headerImage: has(HEADER_IMAGE_PAGE_TYPES),
    comparisonProducts: has(COMPARISON_PRODUCT_PAGE_TYPES),
    dates: has(DATED_PAGE_TYPES),
    leadProductRequired: has(LEAD_PRODUCT_PAGE_TYPES),
  };
}
