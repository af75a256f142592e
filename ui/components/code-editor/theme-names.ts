/** Editor colour schemes offered to users (spec doc 1 §9). */
export const EDITOR_THEMES = [
  'monokai',
  'solarized',
  'material',
  'idea',
  'eclipse',
  'base16-dark',
  'cobalt',
  'dracula',
] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];
