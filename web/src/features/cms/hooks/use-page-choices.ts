import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CmsPageChoicesDocument, CmsPagesDocument } from '../../../gql/graphql';
import type { BlockChoices, Choice } from '../components/blocks/block-choices';

/** What the page editor offers to pick: authors, products, the domain's pages for links, and the selectors. */
export function usePageChoices(
  domainId: string,
  pickers: Pick<
    BlockChoices,
    | 'pickImage'
    | 'pickPage'
    | 'pickTerm'
    | 'pickRedirect'
    | 'suggestTags'
    | 'addTag'
    | 'pickProducts'
    | 'productsByEan'
  >,
): { authors: Choice[]; choices: BlockChoices } {
  const {
    pickImage,
    pickPage,
    pickTerm,
    pickRedirect,
    suggestTags,
    addTag,
    pickProducts,
    productsByEan,
  } = pickers;
  const base = useQuery(CmsPageChoicesDocument);
  const pages = useQuery(CmsPagesDocument, {
    variables: { domainId, pageSize: PAGE_SIZES.bulkPages },
  });
  return useMemo(
    () => ({
      authors: (base.data?.cmsAuthors ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      choices: {
        products: (base.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        pages: (pages.data?.cmsPages.items ?? []).map((p) => ({
          value: String(p.id),
          label: p.url,
        })),
        pickImage,
        pickPage,
        pickTerm,
        pickRedirect,
        suggestTags,
        addTag,
        pickProducts,
        productsByEan,
      },
    }),
    [
      base.data,
      pages.data,
      pickImage,
      pickPage,
      pickTerm,
      pickRedirect,
      suggestTags,
      addTag,
      pickProducts,
      productsByEan,
    ],
  );
}
