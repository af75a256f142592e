import { basename } from 'node:path';
import type { LanguageInfo } from '../contract/languages.ts';
import type { Language } from '../../judge/languages/registry.ts';
import { expandArgv, PCH_MOUNT } from '../../judge/languages/table.ts';

/** A command as students know it: tools by their plain names (`g++`, `python3`), no judge internals. */
function shown(lang: Language, argv: string[] | undefined): string {
  if (!argv) return '';
  const tools = Object.fromEntries(
    Object.entries(lang.tools).map(([tool, paths]) => [tool, basename(paths[0] ?? tool)]),
  );
  return expandArgv(argv, { ...tools, memoryMb: 256, stackMb: 128 })
    .filter((a) => a !== `-I${PCH_MOUNT}`)
    .join(' ');
}

/** What the site tells about one language of the judge (spec doc 1 §3 "Language"). */
export function languageInfo(lang: Language): LanguageInfo {
  return {
    id: lang.id,
    name: lang.name,
    description: lang.description,
    compileCommand: shown(lang, lang.compile?.argv),
    runCommand: shown(lang, lang.run.argv),
    template: lang.template,
    editorMode: lang.editorMode,
    factor: lang.factor,
    available: lang.available,
    reason: lang.reason,
  };
}
