import { Inflate } from 'fflate';
import { Errors } from '../errors.ts';

/**
 * A defensive zip reader. Everything is checked from the central directory before a byte is
 * inflated: entry count, paths (no zip slip), declared sizes and compression ratios (no zip
 * bombs). Inflating then counts the bytes really produced, so an entry that lies about its size
 * is stopped as soon as it passes the declared size, and its CRC is verified.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of the uncompressed sizes of all entries. */
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 5000, maxTotalBytes: 512 * 1024 * 1024 };

/** Deflate cannot compress better than about 1032:1; a larger ratio means a forged header. */
const MAX_RATIO = 1032;
const CHUNK = 64 * 1024;

export interface ZipEntry {
  /** Normalised path inside the archive, '/'-separated, without a trailing slash. */
  name: string;
  isDir: boolean;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localOffset: number;
}

function mib(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

function isSafeEntryName(raw: string): boolean {
  const name = raw.endsWith('/') ? raw.slice(0, -1) : raw;
  return !(
    name === '' ||
    raw.includes('\\') ||
    raw.includes('\0') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((s) => s === '' || s === '.' || s === '..')
  );
}

/** Rejects absolute paths, drive letters, backslashes, '..' and empty or '.' segments. */
export function safeEntryName(raw: string): string {
  if (!isSafeEntryName(raw)) throw Errors.ZipUnsafePath(raw);
  return raw.endsWith('/') ? raw.slice(0, -1) : raw;
}

/**
 * Reads and checks the central directory; nothing is inflated. With `odd` given, an entry whose
 * path is unsafe is not refused but left out of the list and its raw name added to `odd`, for a
 * caller that refuses such names only where it reads files.
 */
export function listZip(buf: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS, odd?: string[]): ZipEntry[] {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw Errors.ZipInvalid('no end of central directory');
  const count = view.getUint16(eocd + 10, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff) throw Errors.ZipUnsupported('(archive)', 'ZIP64');
  if (count > limits.maxEntries) throw Errors.ZipTooManyEntries(limits.maxEntries);
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  const decoder = new TextDecoder();
  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || view.getUint32(p, true) !== 0x02014b50)
      throw Errors.ZipInvalid('broken central directory');
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const raw = decoder.decode(buf.subarray(p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
    if (odd && !isSafeEntryName(raw)) {
      odd.push(raw);
      continue;
    }
    const name = safeEntryName(raw);
    if (seen.has(name)) throw Errors.ZipInvalid(`the entry ${name} appears twice`);
    seen.add(name);
    const isDir = raw.endsWith('/');
    if (isDir) {
      entries.push({ name, isDir, method, compressedSize, size: 0, crc, localOffset });
      continue;
    }
    if (flags & 1) throw Errors.ZipUnsupported(name, 'encrypted');
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw Errors.ZipUnsupported(name, 'ZIP64');
    if (method !== 0 && method !== 8) throw Errors.ZipUnsupported(name, `compression method ${method}`);
    if (method === 0 && size !== compressedSize) throw Errors.ZipSizeMismatch(name);
    if (size > 0 && size / Math.max(1, compressedSize) > MAX_RATIO) throw Errors.ZipBadRatio(name);
    total += size;
    if (total > limits.maxTotalBytes) throw Errors.ZipTooLarge(mib(limits.maxTotalBytes));
    entries.push({ name, isDir, method, compressedSize, size, crc, localOffset });
  }
  if (p + 4 <= buf.length && view.getUint32(p, true) === 0x02014b50)
    throw Errors.ZipInvalid('its central directory holds more entries than it declares');
  checkLocalHeaders(buf, entries, cdOffset);
  return entries;
}

/**
 * Every entry's local header must agree with its central record, and no two entries may share
 * bytes: many names pointing at one stream would inflate the same data again and again.
 */
function checkLocalHeaders(buf: Uint8Array, entries: ZipEntry[], cdOffset: number): void {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const spans = entries
    .map((e) => {
      const p = e.localOffset;
      if (p + 30 > cdOffset || view.getUint32(p, true) !== 0x04034b50)
        throw Errors.ZipInvalid(`broken local header of ${e.name}`);
      const flags = view.getUint16(p + 6, true);
      const described = (flags & 8) === 0;
      if (
        !e.isDir &&
        described &&
        (view.getUint32(p + 14, true) !== e.crc ||
          view.getUint32(p + 18, true) !== e.compressedSize ||
          view.getUint32(p + 22, true) !== e.size)
      ) {
        throw Errors.ZipSizeMismatch(e.name);
      }
      const end = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true) + e.compressedSize;
      if (end > cdOffset) throw Errors.ZipInvalid(`${e.name} is truncated`);
      return { start: p, end, name: e.name };
    })
    .sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i]!.start < spans[i - 1]!.end) throw Errors.ZipOverlap(spans[i - 1]!.name, spans[i]!.name);
  }
}

function entryData(buf: Uint8Array, e: ZipEntry): Uint8Array {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const p = e.localOffset;
  if (p + 30 > buf.length || view.getUint32(p, true) !== 0x04034b50)
    throw Errors.ZipInvalid(`broken local header of ${e.name}`);
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  if (start + e.compressedSize > buf.length) throw Errors.ZipInvalid(`${e.name} is truncated`);
  return buf.subarray(start, start + e.compressedSize);
}

/**
 * Inflates one entry chunk by chunk into `sink`. Stops with an error the moment the output
 * passes the size the central directory declared, and checks the size and CRC at the end.
 */
export function inflateEntry(buf: Uint8Array, e: ZipEntry, sink: (chunk: Uint8Array) => void): void {
  const data = entryData(buf, e);
  let produced = 0;
  let crc = 0;
  const take = (chunk: Uint8Array) => {
    produced += chunk.length;
    if (produced > e.size) throw Errors.ZipSizeMismatch(e.name);
    crc = Bun.hash.crc32(chunk, crc);
    sink(chunk);
  };
  if (e.method === 0) {
    for (let i = 0; i < data.length; i += CHUNK) take(data.subarray(i, i + CHUNK));
  } else {
    const inflater = new Inflate((chunk) => take(chunk));
    try {
      for (let i = 0; i < data.length; i += CHUNK) inflater.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof Error && error.name === 'ZipSizeMismatch') throw error;
      throw Errors.ZipInvalid(`${e.name} is corrupt`);
    }
  }
  if (produced !== e.size || crc !== e.crc) throw Errors.ZipSizeMismatch(e.name);
}

/** Inflates a (small) entry into memory. */
export function readEntry(buf: Uint8Array, e: ZipEntry): Uint8Array {
  const out = new Uint8Array(e.size);
  let at = 0;
  inflateEntry(buf, e, (chunk) => {
    out.set(chunk, at);
    at += chunk.length;
  });
  return out;
}

export function readEntryText(buf: Uint8Array, e: ZipEntry): string {
  return new TextDecoder().decode(readEntry(buf, e));
}

/** Files worth looking at: no folders, no macOS resource forks, no hidden files. */
export function isJunk(name: string): boolean {
  return name.startsWith('__MACOSX/') || name.split('/').some((s) => s.startsWith('.'));
}
