/**
 * A judge node's files, kept on its disk by content: `<dir>/<sha256>`. An entry is used only
 * after its bytes hash to its name; one that does not (stale, damaged, half-written) is fetched
 * again, and bytes that still do not match are refused, so damaged data is never judged with.
 * Downloads are written beside the entry and renamed into place, readable by the sandbox.
 */
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type FetchBytes = (sha256: string) => Promise<Uint8Array>;

export async function sha256Of(path: string): Promise<string | null> {
  const file = Bun.file(path);
  if (!(await file.exists())) return null;
  const hasher = new Bun.CryptoHasher('sha256');
  for await (const chunk of file.stream()) hasher.update(chunk);
  return hasher.digest('hex');
}

export class FileCache {
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    readonly dir: string,
    private readonly fetchBytes: FetchBytes,
  ) {}

  path(sha256: string): string {
    return join(this.dir, sha256);
  }

  /** The entry's path once its bytes hash to `sha256` (fetched, or fetched again, when not). */
  async verified(sha256: string): Promise<string> {
    const path = this.path(sha256);
    if ((await sha256Of(path)) === sha256) return path;
    // Two workers wanting the same file wait for one download.
    let download = this.pending.get(sha256);
    if (!download) {
      download = this.download(sha256).finally(() => this.pending.delete(sha256));
      this.pending.set(sha256, download);
    }
    return download;
  }

  private async download(sha256: string): Promise<string> {
    const bytes = await this.fetchBytes(sha256);
    const got = new Bun.CryptoHasher('sha256').update(bytes).digest('hex');
    if (got !== sha256) throw new Error(`the server sent a file whose sha-256 is ${got}, not ${sha256}`);
    await mkdir(this.dir, { recursive: true, mode: 0o755 });
    await chmod(this.dir, 0o755);
    const temp = join(this.dir, `.${sha256}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    try {
      await writeFile(temp, bytes, { mode: 0o644 });
      await rename(temp, this.path(sha256));
    } finally {
      await rm(temp, { force: true });
    }
    return this.path(sha256);
  }
}
