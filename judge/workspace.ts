/** Work directories and bounded file reads for the judge. */
import { chmod, copyFile, type FileHandle, mkdir, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Creates a fresh directory under `root` that the sandboxed user may write to. */
export async function makeWorkDir(root: string, prefix: string): Promise<string> {
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(join(root, `${prefix.replace(/[^\w.-]/g, '_')}-`));
  await chmod(dir, 0o777);
  return dir;
}

export async function makeSubDir(parent: string, name: string): Promise<string> {
  const dir = join(parent, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o777);
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** A file name from problem settings: a plain name, never a path. */
export function safeFileName(name: string): string {
  const base = basename(name);
  if (!base || base !== name || base === '.' || base === '..' || name.includes('\0')) {
    throw new Error(`invalid file name ${JSON.stringify(name)}`);
  }
  return base;
}

export async function writeFiles(dir: string, files: Record<string, string> | undefined): Promise<void> {
  for (const [name, content] of Object.entries(files ?? {})) {
    await writeFile(join(dir, safeFileName(name)), content, { mode: 0o644 });
  }
}

/**
 * Copies the regular files of `from` into `to` (a program's build output), with its directories
 * (Java's package directories); links, and hidden directories (a tool's cache), are left out.
 */
export async function copyFiles(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isFile()) await copyFile(join(from, entry.name), join(to, entry.name));
    else if (entry.isDirectory() && !entry.name.startsWith('.')) {
      await mkdir(join(to, entry.name), { mode: 0o755, recursive: true });
      await copyFiles(join(from, entry.name), join(to, entry.name));
    }
  }
}

/** The first `max` bytes of a file as UTF-8 (empty when missing), marking a cut with "…". */
export async function readHead(path: string, max: number): Promise<string> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw e;
  }
  try {
    const buf = new Uint8Array(max + 1);
    const { bytesRead } = await handle.read(buf, 0, max + 1, 0);
    const text = new TextDecoder().decode(buf.subarray(0, Math.min(bytesRead, max)));
    return bytesRead > max ? `${text}…` : text;
  } finally {
    await handle.close();
  }
}
