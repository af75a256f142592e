/** The interface languages and how the initial one is chosen (spec doc 1 §1). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/**
 * `?l=zh-cn` selects Chinese and any other `l` English; without `l` the stored choice wins,
 * then the browser language, then the default (Chinese).
 */
export function pickLanguage(query: string, stored: string | null, browser: readonly string[]): Language {
  const l = new URLSearchParams(query).get('l');
  if (l !== null) return l.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  for (const b of browser) {
    const lower = b.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}
