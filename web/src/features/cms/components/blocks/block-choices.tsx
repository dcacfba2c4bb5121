import { createContext, useContext } from 'react';
import type { CmsComparisonProductFieldsFragment } from '../../../../gql/graphql';

/** A comparison product as the product picker shows it. */
export type PickerProduct = CmsComparisonProductFieldsFragment;

export interface Choice {
  value: string;
  label: string;
}

/** A link a selector hands to the rich-text editor: the text to show and where it leads. */
export interface TextLink {
  text: string;
  href: string;
}

/**
 * What block forms pick from: the domain's pages (for links), the service
 * products, and through the selector dialogs images (the upload id chosen, null
 * for none), pages, glossary terms and outgoing links. Every pick resolves
 * undefined when its dialog closed without a choice.
 */
export interface BlockChoices {
  pages: Choice[];
  products: Choice[];
  pickImage: (current: number | null) => Promise<number | null | undefined>;
  pickPage: (current: number | null) => Promise<{ id: number; url: string } | undefined>;
  pickTerm: () => Promise<TextLink | undefined>;
  pickRedirect: () => Promise<TextLink | undefined>;
  /** Tags for the page's tag field that start with or contain the text, without the ones given. */
  suggestTags: (search: string, present: string[]) => Promise<string[]>;
  /**
   * The tag to add for a typed or picked name, as stored (its spelling); undefined when
   * the editor declined (a tag bound to another page asks first).
   */
  addTag: (name: string) => Promise<string | undefined>;
  /**
   * Comparison products picked in the product picker (several for a list, in the order
   * picked; none chosen is an empty list); undefined when it closed without a choice.
   */
  pickProducts: (chosen: string[], multiple: boolean) => Promise<PickerProduct[] | undefined>;
  /** The product of each EAN (null: no product has it), to show what a field holds. */
  productsByEan: (eans: string[]) => Promise<Map<string, PickerProduct | null>>;
}

const none = () => Promise.resolve(undefined);

export const BlockChoicesContext = createContext<BlockChoices>({
  pages: [],
  products: [],
  pickImage: none,
  pickPage: none,
  pickTerm: none,
  pickRedirect: none,
  suggestTags: () => Promise.resolve([]),
  addTag: (name) => Promise.resolve(name),
  pickProducts: none,
  productsByEan: () => Promise.resolve(new Map()),
});

export const useBlockChoices = () => useContext(BlockChoicesContext);
