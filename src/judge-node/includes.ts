/**
 * The checker include files (testlib.h …) on a judge node: the server's set, copied by name into
 * the directory the node's checker builder mounts, from verified cache entries. A file is written
 * only when its content differs, so compiled checkers stay cached while nothing changed, and a
 * file the server no longer has is removed.
 */
import { chmod, copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { NodeManifest } from '../contract/judge-node.ts';
import { type FileCache, sha256Of } from './file-cache.ts';

export async function syncIncludes(dir: string, cache: FileCache, includes: NodeManifest['includes']): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  await chmod(dir, 0o755);
  const wanted = new Set(includes.map((f) => f.name));
  for (const name of await readdir(dir))
    if (!wanted.has(name) && !name.startsWith('.')) await rm(join(dir, name), { force: true });
  for (const f of includes) {
    const target = join(dir, f.name);
    if ((await sha256Of(target)) === f.sha256) continue;
    const temp = join(dir, `.${f.name}.${process.pid}.tmp`);
    await copyFile(await cache.verified(f.sha256), temp);
    await chmod(temp, 0o644);
    await rename(temp, target);
  }
}
