import { statfsSync, statSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import { Errors } from '../errors.ts';
import { getWebsiteConfig } from './website-config.ts';

/**
 * The free-space reserve of the data directory's disk (site setting diskReserveMb): anything
 * written there on a user's behalf — uploads, avatars, test data, imports — is refused before it
 * is written when it would leave less than the reserve free, so the database and the judge always
 * find room.
 */
export const MB = 1024 * 1024;

/** A file's size in bytes (0 when it does not exist). */
export function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** "5 MB", "0.3 MB", "1.5 GB": sizes as the refusals name them. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * MB) return `${Math.round((bytes / 1024 / MB) * 10) / 10} GB`;
  const mb = bytes / MB;
  if (mb >= 10 || Number.isInteger(mb)) return `${Math.round(mb)} MB`;
  return `${Math.max(0.1, Math.round(mb * 10) / 10)} MB`;
}

/** The disk that holds `dir`: bytes an unprivileged process may still write there, and its size. */
export function diskSpace(dir: string): { free: number; total: number } {
  const s = statfsSync(dir);
  return { free: Number(s.bavail) * Number(s.bsize), total: Number(s.blocks) * Number(s.bsize) };
}

export const freeBytes = (dir: string) => diskSpace(dir).free;

/** Refuses `incoming` bytes that would leave less than `reserveBytes` free on the disk of `dir`. */
export function assertFreeSpace(dir: string, reserveBytes: number, incoming: number): void {
  const free = freeBytes(dir);
  if (free - incoming < reserveBytes)
    throw Errors.DiskReserveReached(sizeText(reserveBytes), sizeText(Math.max(0, free)), sizeText(incoming));
}

/** The reserve in bytes as the site settings have it. */
export const reserveBytes = (db: Db) => getWebsiteConfig(db).diskReserveMb * MB;

/** Refuses `incoming` bytes under the data directory when they would eat into the site's reserve. */
export function assertDiskReserve(db: Db, dataDir: string, incoming: number): void {
  assertFreeSpace(dataDir, reserveBytes(db), incoming);
}
