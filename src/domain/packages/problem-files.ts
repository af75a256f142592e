import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from '../accounts/secrets.ts';
import { inflateEntry } from '../testcases/zip-reader.ts';
import type { StageSource } from '../testcases/staging.ts';

/**
 * Files a problem's statement refers to (images, PDF statements, attachments), stored under
 * <dataDir>/files/problems/<folder>/<name> with a random folder name per imported problem and
 * served at PROBLEM_FILE_URL/<folder>/<name>.
 */
export const PROBLEM_FILE_URL = '/api/public/problem-files';

const FOLDER = /^[A-Za-z0-9_-]{24}$/;
const NAME = /^[\w\u4e00-\u9fff][\w\u4e00-\u9fff.+-]{0,119}$/;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};

export function problemFilesRoot(dataDir: string): string {
  return join(dataDir, 'files', 'problems');
}

/** A file name from a package made safe to store and serve: its last segment, odd characters replaced. */
export function safeFileName(raw: string, fallback: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(/[^\w\u4e00-\u9fff.+-]/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return NAME.test(cleaned) ? cleaned : fallback;
}

/**
 * Stores the files in a new folder (written beside it, then renamed into place) and returns the
 * folder with each stored file's address by name.
 */
export function storeProblemFiles(
  dataDir: string,
  files: { name: string; content: StageSource }[],
): { folder: string; urls: Map<string, string> } {
  const root = problemFilesRoot(dataDir);
  mkdirSync(root, { recursive: true });
  const folder = randomToken(18);
  const tmp = join(root, `.tmp-${folder}`);
  mkdirSync(tmp);
  const urls = new Map<string, string>();
  try {
    for (const f of files) {
      const path = join(tmp, f.name);
      if ('zip' in f.content) {
        const chunks: Uint8Array[] = [];
        inflateEntry(f.content.zip, f.content.entry, (c) => {
          chunks.push(c.slice());
        });
        writeFileSync(path, Buffer.concat(chunks));
      } else {
        writeFileSync(path, f.content.content);
      }
      urls.set(f.name, `${PROBLEM_FILE_URL}/${folder}/${encodeURIComponent(f.name)}`);
    }
    renameSync(tmp, join(root, folder));
    return { folder, urls };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

export function removeProblemFiles(dataDir: string, folder: string): void {
  if (FOLDER.test(folder)) rmSync(join(problemFilesRoot(dataDir), folder), { recursive: true, force: true });
}

/** The stored file at this address, or null for any folder or name we never produced. */
export function problemFile(
  dataDir: string,
  folder: string,
  name: string,
): { path: string; contentType: string } | null {
  if (!FOLDER.test(folder) || !NAME.test(name)) return null;
  const path = join(problemFilesRoot(dataDir), folder, name);
  if (!existsSync(path)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return { path, contentType: TYPES[ext] ?? 'application/octet-stream' };
}
