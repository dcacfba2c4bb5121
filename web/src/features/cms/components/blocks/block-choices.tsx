import { createContext, useContext } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/**
 * What block forms pick from: the domain's pages (for links), the service
 * products, and images through the upload selector (resolves with the upload
 * id chosen, null for none, undefined when closed without a choice).
 */
export interface BlockChoices {
  pages: Choice[];
  products: Choice[];
  pickImage: (current: number | null) => Promise<number | null | undefined>;
}

export const BlockChoicesContext = createContext<BlockChoices>({
  pages: [],
  products: [],
  pickImage: () => Promise.resolve(undefined),
});

export const useBlockChoices = () => useContext(BlockChoicesContext);
