import { LANGUAGE_IDS } from '../../contract/languages.ts';

/**
 * Names used by other judges' packages, mapped onto the language ids of the contract when
 * problems are imported.
 */
const ALIASES: Record<string, string> = {
  c: 'C',
  'c with o2': 'C',
  gcc: 'C',
  'c++': 'C++17',
  cpp: 'C++17',
  'c++ with o2': 'C++17',
  'g++': 'C++17',
  cc: 'C++17',
  'c++11': 'C++11',
  'c++14': 'C++14',
  'c++17': 'C++17',
  'c++20': 'C++20',
  java: 'Java',
  python: 'Python3',
  python3: 'Python3',
  py3: 'Python3',
  python2: 'Python2',
  pypy3: 'PyPy3',
  go: 'Go',
  golang: 'Go',
  javascript: 'JavaScript',
  'javascript node': 'JavaScript',
  node: 'JavaScript',
  js: 'JavaScript',
  rust: 'Rust',
  pascal: 'Pascal',
  'c#': 'C#',
  csharp: 'C#',
  php: 'PHP',
  ruby: 'Ruby',
  kotlin: 'Kotlin',
};

/** The table id for a language name from a package, or null when the judge has no such language. */
export function mapLanguage(name: string): string | null {
  if (LANGUAGE_IDS.has(name)) return name;
  const id = ALIASES[name.trim().toLowerCase()];
  return id && LANGUAGE_IDS.has(id) ? id : null;
}
