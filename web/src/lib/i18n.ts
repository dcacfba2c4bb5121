import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'language';

type Texts = { default: Record<string, unknown> };

/**
 * Namespaces every screen may need, /login included: in the first load (Dutch).
 * Any other web/src/locales/<lang>/<namespace>.json (an area's texts: companies,
 * leads, …) loads with the screens that use it (`ensureNamespaces`, called for each
 * feature's own namespace by web/src/app/screens.ts), so a new area adds a file
 * without growing the first load. Other languages are fetched when chosen.
 */
export const CORE_NAMESPACES = ['common', 'accounts', 'routing', 'messages'] as const;

const defaultTexts = import.meta.glob<Texts>(
  [
    '../locales/nl/common.json',
    '../locales/nl/accounts.json',
    '../locales/nl/routing.json',
    '../locales/nl/messages.json',
  ],
  { eager: true },
);
const laterTexts = import.meta.glob<Texts>([
  '../locales/*/*.json',
  '!../locales/nl/common.json',
  '!../locales/nl/accounts.json',
  '!../locales/nl/routing.json',
  '!../locales/nl/messages.json',
]);

/** The namespaces asked for so far: a language chosen later loads these too. */
const wanted = new Set<string>(CORE_NAMESPACES);

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
  ns: [...CORE_NAMESPACES],
  interpolation: { escapeValue: false },
  returnNull: false,
  // No promotional notice in every visitor's console.
  showSupportNotice: false,
});

const loaders = new Map<string, () => Promise<Texts>>();
for (const [path, load] of Object.entries(laterTexts)) {
  const found = languageAndNamespace(path);
  if (found) loaders.set(`${found[0]}/${found[1]}`, load);
}
const loading = new Map<string, Promise<void>>();

/** Adds one bundle unless it is there (or on its way) already; a missing file is skipped. */
function loadBundle(language: string, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  const load = loaders.get(key);
  if (!load || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (texts) => {
        i18n.addResourceBundle(language, namespace, texts.default);
      },
      (error: unknown) => {
        loading.delete(key); // tried again next time
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Adds a language's texts (the namespaces asked for so far) unless they are there already. */
async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((namespace) => loadBundle(language, namespace)));
}

/**
 * Resolves when the texts of `namespaces` are in, in Dutch (the fallback) and in the
 * chosen language; a screen renders after it, so it never shows bare keys. Failures
 * resolve too: the keys' fallback is better than no screen.
 */
export async function ensureNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const languages = new Set<string>(['nl', i18n.language || storedLanguage()]);
  const loads = [...languages].flatMap((language) =>
    namespaces.map((namespace) => loadBundle(language, namespace)),
  );
  await Promise.all(loads).catch(() => undefined);
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
