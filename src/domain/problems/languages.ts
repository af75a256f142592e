import { LANGUAGES } from '../../../judge/languages/table.ts';

/**
 * Language ids a problem may allow: the ids of the judge's language table (pure data). Names
 * used by other judges' packages are mapped onto them when problems are imported.
 */
export const LANGUAGE_IDS: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.id));

/** Languages special judges and interactors may be written in (they are compiled natively). */
export const CHECKER_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGES.filter((l) => l.family === 'c' || l.family === 'cpp').map((l) => l.id));

/** Languages a new or imported problem gets when none is named. */
export const DEFAULT_LANGUAGES = ['C', 'C++17', 'Java', 'Python3'].filter((id) => LANGUAGE_IDS.has(id));

const ALIASES: Record<string, string> = {
  'c': 'C', 'c with o2': 'C', 'gcc': 'C',
  'c++': 'C++17', 'cpp': 'C++17', 'c++ with o2': 'C++17', 'g++': 'C++17', 'cc': 'C++17',
  'c++11': 'C++11', 'c++14': 'C++14', 'c++17': 'C++17', 'c++20': 'C++20',
  'java': 'Java', 'python': 'Python3', 'python3': 'Python3', 'py3': 'Python3', 'python2': 'Python2', 'pypy3': 'PyPy3',
  'go': 'Go', 'golang': 'Go', 'javascript': 'JavaScript', 'javascript node': 'JavaScript', 'node': 'JavaScript', 'js': 'JavaScript',
  'rust': 'Rust', 'pascal': 'Pascal', 'c#': 'C#', 'csharp': 'C#', 'php': 'PHP', 'ruby': 'Ruby', 'kotlin': 'Kotlin',
};

/** The table id for a language name from a package, or null when the judge has no such language. */
export function mapLanguage(name: string): string | null {
  if (LANGUAGE_IDS.has(name)) return name;
  const id = ALIASES[name.trim().toLowerCase()];
  return id && LANGUAGE_IDS.has(id) ? id : null;
}
