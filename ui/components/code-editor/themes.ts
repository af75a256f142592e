import type { Extension } from '@codemirror/state';
import { base16DarkTheme, cobaltTheme, ideaTheme } from './own-themes.ts';
import type { EditorTheme } from './theme-names.ts';

type Loaded = typeof import('./uiw-themes.ts');

/** The schemes drawn here are at hand; the ones from @uiw arrive as one chunk the first time one is chosen. */
const EXTENSIONS: Record<EditorTheme, Extension | ((m: Loaded) => Extension)> = {
  monokai: (m) => m.monokai,
  solarized: (m) => m.solarizedLight,
  material: (m) => m.material,
  idea: ideaTheme,
  eclipse: (m) => m.eclipse,
  'base16-dark': base16DarkTheme,
  cobalt: cobaltTheme,
  dracula: (m) => m.dracula,
};

export function themeExtension(theme: EditorTheme): Promise<Extension> {
  const ext = EXTENSIONS[theme];
  return typeof ext === 'function' ? import('./uiw-themes.ts').then(ext) : Promise.resolve(ext);
}
