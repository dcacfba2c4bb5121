import { useEffect, useState } from 'react';
import { ensureNamespaces, i18n } from '../../../lib/i18n';

/**
 * Whether the products texts are in. The products screens get them with their code
 * (app/screens.ts); a products part shown on another area's screen (the company
 * screen's product list) asks for them itself.
 */
export function useProductsTexts(): boolean {
  const [ready, setReady] = useState(
    () =>
      i18n.hasResourceBundle('nl', 'products') &&
      i18n.hasResourceBundle(i18n.language || 'nl', 'products'),
  );
  useEffect(() => {
    if (ready) return;
    let current = true;
    void ensureNamespaces(['products']).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}
