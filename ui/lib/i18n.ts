import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '../i18n/en-US.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { type Language, pickLanguage } from './language.ts';
import { readStorage, StorageKey, writeStorage } from './storage.ts';

const initial = pickLanguage(
  location.search,
  readStorage(StorageKey.language),
  navigator.languages ?? [navigator.language],
);
// A language asked for in the link (`?l=`) is kept, as a choice made with the switch would be.
if (new URLSearchParams(location.search).has('l')) writeStorage(StorageKey.language, initial);

void i18next.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
  lng: initial,
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initial;

export const i18n = i18next;

export function currentLanguage(): Language {
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Switches the interface language and remembers the choice. */
export function setLanguage(lang: Language) {
  writeStorage(StorageKey.language, lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

/** Translates outside React components (API errors, guards). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, (options ?? {}) as Record<string, string>);
}
