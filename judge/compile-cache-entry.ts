/**
 * One compile cache entry as bytes: `VCC1\n`, the header's length (4 bytes, big-endian), the
 * header (JSON: the key, the compiler's message, each file's path, mode and size, and a SHA-256
 * over all of these and the files' bytes), then the files' bytes one after another. Decoding
 * checks everything: a truncated, altered or foreign entry decodes to null.
 *
 * The build directory is read as the compiler left it, which is untrusted: the same files as the
 * run's copy takes (workspace.ts copyFiles: regular files, directories not hidden, no links),
 * each opened without following a link and counted against the cap.
 */
import { createHash } from 'node:crypto';
import { closeSync, readdirSync, readSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { openUntrusted } from './sandbox/untrusted-copy.ts';

export interface BuildFile {
  /** Relative path inside the build directory ('/'-separated). */
  path: string;
  mode: number;
  data: Buffer;
}

const MAGIC = Buffer.from('VCC1\n');
const MAX_FILES = 4096;
const MAX_DEPTH = 16;

interface Header {
  key: string;
  message: string;
  files: { path: string; mode: number; size: number }[];
}

function digest(header: Header, files: readonly Buffer[]): string {
  const h = createHash('sha256').update(JSON.stringify(header));
  for (const f of files) h.update(f);
  return h.digest('hex');
}

export function encodeEntry(key: string, message: string, files: BuildFile[]): Buffer {
  const header: Header = {
    key,
    message,
    files: files.map((f) => ({ path: f.path, mode: f.mode, size: f.data.length })),
  };
  const json = Buffer.from(
    JSON.stringify({
      header,
      sha256: digest(
        header,
        files.map((f) => f.data),
      ),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json, ...files.map((f) => f.data)]);
}

/** The entry's message and files, or null when the bytes are not a whole, unaltered entry of `key`. */
export function decodeEntry(bytes: Buffer, key: string): { message: string; files: BuildFile[] } | null {
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const headerEnd = MAGIC.length + 4 + bytes.readUInt32BE(MAGIC.length);
  if (headerEnd > bytes.length) return null;
  let parsed: { header: Header; sha256: string };
  try {
    parsed = JSON.parse(bytes.subarray(MAGIC.length + 4, headerEnd).toString('utf8'));
  } catch {
    return null;
  }
  const header = parsed?.header;
  if (!header || header.key !== key || typeof header.message !== 'string' || !Array.isArray(header.files)) return null;
  if (header.files.length > MAX_FILES) return null;
  const files: BuildFile[] = [];
  let at = headerEnd;
  for (const f of header.files) {
    if (!f || !safeRelativePath(f.path) || !Number.isInteger(f.mode) || !Number.isInteger(f.size) || f.size < 0)
      return null;
    if (at + f.size > bytes.length) return null;
    files.push({ path: f.path, mode: f.mode & 0o755, data: bytes.subarray(at, at + f.size) });
    at += f.size;
  }
  if (at !== bytes.length) return null;
  const expected = digest(
    header,
    files.map((f) => f.data),
  );
  return parsed.sha256 === expected ? { message: header.message, files } : null;
}

/** A path of the build directory: plain names, no hidden directory, nothing that climbs out. */
function safeRelativePath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 4096 || path.includes('\0')) return false;
  const parts = path.split('/');
  if (parts.length > MAX_DEPTH) return false;
  return parts.every(
    (p, i) => p !== '' && p !== '.' && p !== '..' && p.length <= 255 && (i === parts.length - 1 || !p.startsWith('.')),
  );
}

/** The build directory's files, or null when they cannot all be taken within `maxBytes`. */
export function readBuildDir(dir: string, maxBytes: number): BuildFile[] | null {
  const files: BuildFile[] = [];
  let total = 0;
  const walk = (rel: string, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !walk(path, depth + 1)) return false;
        continue;
      }
      if (!entry.isFile()) continue;
      let opened: ReturnType<typeof openUntrusted>;
      try {
        opened = openUntrusted(join(dir, path));
      } catch {
        return false;
      }
      try {
        total += opened.stat.size;
        if (!opened.stat.isFile() || total > maxBytes || files.length >= MAX_FILES) return false;
        const data = readOpened(opened.fd, opened.stat.size);
        if (!data) return false;
        files.push({ path, mode: opened.stat.mode & 0o755, data });
      } finally {
        closeSync(opened.fd);
      }
    }
    return true;
  };
  try {
    return walk('', 0) ? files : null;
  } catch {
    return null;
  }
}

/** The `size` bytes of the open file, or null when it holds fewer (it was cut while read). */
export function readOpened(fd: number, size: number): Buffer | null {
  const data = Buffer.alloc(size);
  for (let read = 0; read < size; ) {
    const n = readSync(fd, data, read, size - read, read);
    if (n === 0) return null;
    read += n;
  }
  return data;
}

/** Writes the files into the build directory, replacing whatever is there under their names. */
export async function writeBuildDir(dir: string, files: BuildFile[]): Promise<void> {
  for (const f of files) {
    const to = join(dir, f.path);
    await mkdir(dirname(to), { recursive: true, mode: 0o755 });
    await rm(to, { recursive: true, force: true });
    await writeFile(to, f.data, { flag: 'wx', mode: f.mode });
    await chmod(to, f.mode);
  }
}
