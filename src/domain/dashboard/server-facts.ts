import type { Db } from '../../db/client.ts';
import { statfsSync } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { cpus, freemem, hostname, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import pkg from '../../../package.json' with { type: 'json' };
import type { ServiceInfo } from '../../contract/dashboard.ts';
import { fileSize } from '../site/disk-space.ts';

/** When this process started (ms). */
const STARTED_AT = Date.now() - Math.round(process.uptime() * 1000);
const SIZE_TTL_MS = 60_000;
const sizes = new Map<string, { at: number; bytes: Promise<number> }>();

/** Bytes of the regular files under `dir` (links are not followed; unreadable entries count 0). */
async function treeSize(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) total += await treeSize(path);
    else if (e.isFile()) total += (await lstat(path).catch(() => null))?.size ?? 0;
  }
  return total;
}

/** The data directory's size, counted again at most once a minute (a walk of every test file). */
export function dataDirSize(dir: string, now = Date.now()): Promise<number> {
  const kept = sizes.get(dir);
  if (kept && now - kept.at < SIZE_TTL_MS) return kept.bytes;
  const bytes = treeSize(dir);
  sizes.set(dir, { at: now, bytes });
  return bytes;
}

/** The database file with its write-ahead log. */
export function databaseSize(file: string): number {
  return fileSize(file) + fileSize(`${file}-wal`);
}

/** The one Verdict process, its host, and the data directory's disk. */
export async function serviceInfo(dataDir: string, db: Db, now = Date.now()): Promise<ServiceInfo> {
  const databaseFile = db.$client.filename;
  const disk = statfsSync(dataDir);
  const memory = process.memoryUsage();
  return {
    version: pkg.version,
    runtime: `Bun ${Bun.version}`,
    platform: `${process.platform} ${process.arch}`,
    hostname: hostname(),
    pid: process.pid,
    startedAt: STARTED_AT,
    uptimeSeconds: Math.max(0, Math.floor((now - STARTED_AT) / 1000)),
    cpus: cpus().length,
    loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, systemTotal: totalmem(), systemFree: freemem() },
    dataDir,
    dataDirSize: await dataDirSize(dataDir, now),
    diskFree: Number(disk.bavail) * Number(disk.bsize),
    diskTotal: Number(disk.blocks) * Number(disk.bsize),
    databaseSize: databaseSize(databaseFile),
  };
}
