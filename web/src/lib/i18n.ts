import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'language';

// Every web/src/locales/<lang>/<namespace>.json is picked up, so an area adds
// its texts by adding a file.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'nl';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage(),
  fallbackLng: 'nl',
  defaultNS: 'common',
  ns: ['common', 'accounts', 'routing', 'messages'],
  interpolation: { escapeValue: false },
  returnNull: false,
  // No promotional notice in every visitor's console.
  showSupportNotice: false,
});

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
