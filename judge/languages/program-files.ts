/**
 * The files around a compile: what the source is written as, what the judge adds for the run
 * (Java's main class), and whether the compile made the program the run starts. A compile that
 * succeeded without making a program (Go's `package foo` makes a library archive) is the
 * student's error, a Compile Error that says why, never a failed start.
 */
import { closeSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { openUntrusted } from '../sandbox/untrusted-copy.ts';
import { javaMain } from './java-source.ts';
import type { LanguageDef } from './table.ts';

/** The argument file of Java's run command (`java … @/w/main.args`): the class to start. */
export const JAVA_MAIN_ARGS = 'main.args';

export interface SourceLayout {
  /** The name the source is written as (`{sourceFile}` in the compile command). */
  sourceFile: string;
  /** Files of the judge's written beside the compiled program for the run. */
  runFiles: Record<string, string>;
}

export function sourceLayout(lang: LanguageDef, source: string): SourceLayout {
  if (lang.family !== 'java') return { sourceFile: lang.sourceFile, runFiles: {} };
  const main = javaMain(source, lang.sourceFile);
  return { sourceFile: main.fileName, runFiles: { [JAVA_MAIN_ARGS]: `${main.className}\n` } };
}

const ELF = [0x7f, 0x45, 0x4c, 0x46];

/**
 * Why the compile in `dir` made no program for the run (null when it did): a run that starts a
 * file of the work dir (`/w/main`) needs an executable there.
 */
export function missingProgram(lang: LanguageDef, dir: string, source: string): string | null {
  const exe = lang.run.argv[0] ?? '';
  if (!exe.startsWith('/w/')) return null;
  const name = exe.slice(3);
  let opened: ReturnType<typeof openUntrusted> | null = null;
  let isProgram = false;
  try {
    opened = openUntrusted(join(dir, name));
    const head = Buffer.alloc(4);
    isProgram = opened.stat.isFile() && readSync(opened.fd, head, 0, 4, 0) === 4 && ELF.every((b, i) => head[i] === b);
  } catch {
    // missing or not a file: no program
  } finally {
    if (opened) closeSync(opened.fd);
  }
  if (isProgram) return null;
  if (lang.family === 'go') {
    const declared = /^\s*package\s+([^\s;]+)/.exec(source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' '))?.[1];
    const says =
      declared && declared !== 'main'
        ? ` (this source's package is ${declared}: go build made a library, not a program)`
        : '';
    return `the program's package must be main${says}`;
  }
  return `the compiler made no program: ${name} is not an executable`;
}
