import { z } from 'zod';

/** A judge language as GET /api/languages describes it. */
export const languageInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The installed compiler or interpreter version. */
  description: z.string(),
  compileCommand: z.string(),
  runCommand: z.string(),
  /** The A+B program of the language. */
  template: z.string(),
  /** CodeMirror mode (MIME) name. */
  editorMode: z.string(),
  /** Time and memory limits are multiplied by this (2 for languages other than C and C++). */
  factor: z.number(),
  available: z.boolean(),
  /** Why the host cannot run it (null when it can). */
  reason: z.string().nullable(),
});
export type LanguageInfo = z.infer<typeof languageInfoSchema>;

/**
 * The languages a problem may allow, by id, with the family each belongs to. The judge's language
 * table gives each its commands and limits; a test keeps the two lists the same.
 */
export const LANGUAGE_FAMILIES = {
  C: 'c',
  'C++11': 'cpp',
  'C++14': 'cpp',
  'C++17': 'cpp',
  'C++20': 'cpp',
  Java: 'java',
  Python3: 'python',
  PyPy3: 'python',
  Python2: 'python',
  Go: 'go',
  JavaScript: 'javascript',
  Rust: 'rust',
  Pascal: 'pascal',
  'C#': 'csharp',
  PHP: 'php',
  Ruby: 'ruby',
  Kotlin: 'kotlin',
} as const;

export const LANGUAGE_IDS: ReadonlySet<string> = new Set(Object.keys(LANGUAGE_FAMILIES));

/** Languages special judges and interactors may be written in (they are compiled natively). */
export const CHECKER_LANGUAGES: ReadonlySet<string> = new Set(
  Object.entries(LANGUAGE_FAMILIES)
    .filter(([, family]) => family === 'c' || family === 'cpp')
    .map(([id]) => id),
);

/** Languages a new or imported problem gets when none is named. */
export const DEFAULT_LANGUAGES: readonly string[] = ['C', 'C++17', 'Java', 'Python3'];
