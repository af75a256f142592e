import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, pickLanguage } from './language.ts';
import { readStorage, StorageKey, writeStorage } from './storage.ts';

/** Each language's texts are their own chunk: a visit loads the one it shows, a switch the other. */
const TEXTS: Record<Language, () => Promise<Record<string, unknown>>> = {
  'en-US': () => import('../i18n/en-US.ts').then((m) => m.enUS),
  'zh-CN': () => import('../i18n/zh-CN.ts').then((m) => m.zhCN),
};

const initial = pickLanguage(
  location.search,
  readStorage(StorageKey.language),
  navigator.languages ?? [navigator.language],
);
// A language asked for in the link (`?l=`) is kept, as a choice made with the switch would be.
if (new URLSearchParams(location.search).has('l')) writeStorage(StorageKey.language, initial);

void i18next.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initial;

async function loadTexts(lang: Language) {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await TEXTS[lang]());
  }
}

/** Settles when the first language's texts are in: main.tsx draws the app after it. */
export const i18nReady: Promise<void> = loadTexts(initial).then(async () => {
  await i18next.changeLanguage(initial);
});

export const i18n = i18next;

export function currentLanguage(): Language {
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/**
 * Switches the interface language (loading its texts the first time) and remembers the choice. A
 * tab opened before an upgrade finds the old chunk gone: it reloads, and shows the remembered choice.
 */
export function setLanguage(lang: Language) {
  writeStorage(StorageKey.language, lang);
  loadTexts(lang).then(
    () => {
      document.documentElement.lang = lang;
      void i18next.changeLanguage(lang);
    },
    () => location.reload(),
  );
}

/** Translates outside React components (API errors, guards). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, (options ?? {}) as Record<string, string>);
}
