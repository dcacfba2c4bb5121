import { useTranslation } from 'react-i18next';

/** Labels of page types and block kinds from the cms texts, by code. */
export function useCmsTexts() {
  const { t } = useTranslation('cms');
  return {
    t,
    pageType: (code: string) => t(`pageType.${code}`, { defaultValue: code }),
    blockKind: (kind: string) => t(`blockKind.${kind}`, { defaultValue: kind }),
  };
}
