import type { UiFiles } from './ui-files.ts';

/**
 * The UI bundle inside the `verdict` executable. Running from source there is none; scripts/build.ts
 * replaces this module while compiling with one that embeds every file of dist/ui.
 */
export const EMBEDDED_UI_FILES: UiFiles | null = null;
