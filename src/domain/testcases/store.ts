import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * A problem's test data lives in <dataDir>/testcases/<pid>/ as 1.in/1.out, 2.in/2.out … plus
 * info.json (sizes and hashes). New data is written into a fresh folder first and only then
 * renamed over the old one, so readers see either the old set or the new one, and a failure
 * before the rename leaves the old data as it was.
 */
export type CaseSource = { path: string; digest?: FileDigest } | { content: string | Uint8Array };

/** Size and hashes of a file, as info.json records them. */
export interface FileDigest {
  size: number;
  md5: string;
  sha256: string;
}

export interface CaseFiles {
  input: CaseSource;
  output: CaseSource;
}

export interface StoredCaseInfo {
  index: number;
  inputName: string;
  outputName: string;
  inputSize: number;
  outputSize: number;
  inputMd5: string;
  outputMd5: string;
  inputSha256: string;
  outputSha256: string;
}

export interface PreparedCases {
  pid: number;
  tmpDir: string;
  cases: StoredCaseInfo[];
}

export function caseDir(dataDir: string, pid: number): string {
  return join(dataDir, 'testcases', String(pid));
}

/**
 * Puts one file in place. A staged file whose hashes are known is linked (the same data directory
 * holds both), so saving a large upload neither copies nor reads it again.
 */
function place(src: CaseSource, dest: string): FileDigest {
  if ('path' in src && src.digest) {
    try {
      linkSync(src.path, dest);
    } catch {
      copyFileSync(src.path, dest);
    }
    return src.digest;
  }
  if ('path' in src) copyFileSync(src.path, dest);
  else writeFileSync(dest, src.content);
  return digest(dest);
}

function digest(path: string): FileDigest {
  const bytes = readFileSync(path);
  return {
    size: bytes.length,
    md5: new Bun.CryptoHasher('md5').update(bytes).digest('hex'),
    sha256: new Bun.CryptoHasher('sha256').update(bytes).digest('hex'),
  };
}

/** Writes the new set into a temporary folder beside the live one. */
export function prepareCases(dataDir: string, pid: number, files: CaseFiles[]): PreparedCases {
  const root = join(dataDir, 'testcases');
  mkdirSync(root, { recursive: true });
  const tmpDir = join(root, `.new-${pid}-${crypto.randomUUID()}`);
  mkdirSync(tmpDir);
  try {
    const cases = files.map((f, i): StoredCaseInfo => {
      const index = i + 1;
      const inputName = `${index}.in`;
      const outputName = `${index}.out`;
      const a = place(f.input, join(tmpDir, inputName));
      const b = place(f.output, join(tmpDir, outputName));
      return {
        index,
        inputName,
        outputName,
        inputSize: a.size,
        outputSize: b.size,
        inputMd5: a.md5,
        outputMd5: b.md5,
        inputSha256: a.sha256,
        outputSha256: b.sha256,
      };
    });
    writeFileSync(join(tmpDir, 'info.json'), JSON.stringify({ count: cases.length, cases }, null, 1));
    return { pid, tmpDir, cases };
  } catch (error) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/** A swap that can still be undone until `commit()`. */
export interface CaseSwap {
  undo(): void;
  commit(): void;
}

/** Renames the prepared folder over the live one; the old folder is kept until commit. */
export function swapCases(dataDir: string, prepared: PreparedCases): CaseSwap {
  const live = caseDir(dataDir, prepared.pid);
  const old = `${prepared.tmpDir}.old`;
  const hadOld = existsSync(live);
  if (hadOld) renameSync(live, old);
  try {
    renameSync(prepared.tmpDir, live);
  } catch (error) {
    if (hadOld) renameSync(old, live);
    throw error;
  }
  return {
    undo() {
      rmSync(live, { recursive: true, force: true });
      if (hadOld) renameSync(old, live);
    },
    commit() {
      if (hadOld) rmSync(old, { recursive: true, force: true });
    },
  };
}

/** A case's sizes and sha256 as problem_cases records them; nothing when the files were not written anew. */
export function savedDigests(c: StoredCaseInfo | undefined) {
  return c
    ? { inputSize: c.inputSize, inputSha256: c.inputSha256, outputSize: c.outputSize, outputSha256: c.outputSha256 }
    : {};
}

/** Bytes the prepared cases take (inputs and outputs). */
export const preparedBytes = (prepared: PreparedCases) =>
  prepared.cases.reduce((n, c) => n + c.inputSize + c.outputSize, 0);

export function discardPrepared(prepared: PreparedCases): void {
  rmSync(prepared.tmpDir, { recursive: true, force: true });
}

export function removeCases(dataDir: string, pid: number): void {
  rmSync(caseDir(dataDir, pid), { recursive: true, force: true });
}

export function readCaseInfo(dataDir: string, pid: number): StoredCaseInfo[] | null {
  const path = join(caseDir(dataDir, pid), 'info.json');
  if (!existsSync(path)) return null;
  return (JSON.parse(readFileSync(path, 'utf8')) as { cases: StoredCaseInfo[] }).cases;
}
