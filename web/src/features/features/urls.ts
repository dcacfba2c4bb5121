/** URL builders of the features screens. */
export const featureUrls = {
  list: (coreProductId?: string | null) =>
    coreProductId ? `/feature?coreProduct=${encodeURIComponent(coreProductId)}` : '/feature',
  feature: (id: string | number) => `/comparison/feature/${id}`,
  newFeature: (coreProductId: string, category?: string) =>
    `/comparison/feature/new?coreProduct=${encodeURIComponent(coreProductId)}${
      category ? `&category=${encodeURIComponent(category)}` : ''
    }`,
  mapping: (coreProductId?: string | null) =>
    coreProductId
      ? `/feature-mapping?coreProduct=${encodeURIComponent(coreProductId)}`
      : '/feature-mapping',
  meta: () => '/meta',
  specWebsites: () => '/comparison/spec-website',
  newSpecWebsite: () => '/comparison/spec-website/new',
  specWebsite: (id: string | number) => `/comparison/spec-website/${id}`,
  synonymSuggestions: (id: string | number) => `/comparison/spec-website/${id}/synonym-suggestions`,
};
