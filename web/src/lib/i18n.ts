import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'language';

type Texts = { default: Record<string, unknown> };

// Every web/src/locales/<lang>/<namespace>.json is picked up, so an area adds
// its texts by adding a file. Dutch, the default, ships in the first load;
// other languages are fetched when chosen, so most visitors do not download them.
const defaultTexts = import.meta.glob<Texts>('../locales/nl/*.json', { eager: true });
const otherTexts = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/nl/*.json']);

function languageAndNamespace(path: string): [string, string] | null {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [match[1]!, match[2]!] : null;
}

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(defaultTexts)) {
    const found = languageAndNamespace(path);
    if (!found) continue;
    const [language, namespace] = found;
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

/** Adds a language's texts unless they are there already (Dutch always is). */
async function loadLanguage(language: Language): Promise<void> {
  const loads = Object.entries(otherTexts).map(async ([path, load]) => {
    const found = languageAndNamespace(path);
    if (!found || found[0] !== language || i18n.hasResourceBundle(language, found[1])) return;
    i18n.addResourceBundle(language, found[1], (await load()).default);
  });
  await Promise.all(loads);
}

/** Resolves when the stored language's texts are in; render after it, so no Dutch flashes by. */
export const i18nReady: Promise<void> = loadLanguage(storedLanguage()).then(
  () => undefined,
  // Without its texts a language falls back to Dutch: better than no page.
  () => undefined,
);

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void loadLanguage(language)
    .catch(() => undefined)
    .then(() => i18n.changeLanguage(language));
}
