import type { Extension } from '@codemirror/state';
import { dracula, eclipse, material, monokai, solarizedLight } from '@uiw/codemirror-themes-all';
import { base16DarkTheme, cobaltTheme, ideaTheme } from './own-themes.ts';
import type { EditorTheme } from './theme-names.ts';

const EXTENSIONS: Record<EditorTheme, Extension> = {
  monokai,
  solarized: solarizedLight,
  material,
  idea: ideaTheme,
  eclipse,
  'base16-dark': base16DarkTheme,
  cobalt: cobaltTheme,
  dracula,
};

export function themeExtension(theme: EditorTheme): Extension {
  return EXTENSIONS[theme];
}
