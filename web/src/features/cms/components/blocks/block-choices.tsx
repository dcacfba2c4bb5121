import { createContext, useContext } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** What block forms pick from: the domain's pages (for links) and the service products. */
export interface BlockChoices {
  pages: Choice[];
  products: Choice[];
}

export const BlockChoicesContext = createContext<BlockChoices>({ pages: [], products: [] });

export const useBlockChoices = () => useContext(BlockChoicesContext);
