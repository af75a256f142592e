/**
 * Hand-written zip archives for hostile tests: stored entries whose local headers, central records
 * and end record can each say something different, as a forged archive would.
 */
export interface RawEntry {
  name: string;
  data?: Uint8Array | string;
  /** This entry's central record points at the local header (and data) of entry `sameAs`. */
  sameAs?: number;
  /** The size the local header declares, when it should differ from the central one. */
  localSize?: number;
}

const enc = new TextEncoder();

function bytesOf(data: RawEntry['data']): Uint8Array {
  return typeof data === 'string' ? enc.encode(data) : (data ?? new Uint8Array(0));
}

class Writer {
  parts: Uint8Array[] = [];
  length = 0;
  put(b: Uint8Array) {
    this.parts.push(b);
    this.length += b.length;
  }
  u16(v: number) {
    const b = new Uint8Array(2);
    new DataView(b.buffer).setUint16(0, v, true);
    this.put(b);
  }
  u32(v: number) {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, v >>> 0, true);
    this.put(b);
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/** Builds the archive; `count` overrides the entry count the end record declares. */
export function rawZip(entries: RawEntry[], options: { count?: number } = {}): Uint8Array {
  const w = new Writer();
  const located: { offset: number; size: number; crc: number }[] = [];
  for (const e of entries) {
    if (e.sameAs !== undefined) {
      located.push(located[e.sameAs]!);
      continue;
    }
    const data = bytesOf(e.data);
    const name = enc.encode(e.name);
    const crc = Bun.hash.crc32(data);
    located.push({ offset: w.length, size: data.length, crc });
    w.u32(0x04034b50);
    w.u16(20);
    w.u16(0);
    w.u16(0);
    w.u16(0);
    w.u16(0x21);
    w.u32(crc);
    w.u32(data.length);
    w.u32(e.localSize ?? data.length);
    w.u16(name.length);
    w.u16(0);
    w.put(name);
    w.put(data);
  }
  const cdOffset = w.length;
  entries.forEach((e, i) => {
    const at = located[i]!;
    const name = enc.encode(e.name);
    const isDir = e.name.endsWith('/');
    w.u32(0x02014b50);
    w.u16(20);
    w.u16(20);
    w.u16(0);
    w.u16(0);
    w.u16(0);
    w.u16(0x21);
    w.u32(isDir ? 0 : at.crc);
    w.u32(isDir ? 0 : at.size);
    w.u32(isDir ? 0 : at.size);
    w.u16(name.length);
    w.u16(0);
    w.u16(0);
    w.u16(0);
    w.u16(0);
    w.u32(isDir ? 0x10 : 0);
    w.u32(at.offset);
    w.put(name);
  });
  const cdSize = w.length - cdOffset;
  const count = options.count ?? entries.length;
  w.u32(0x06054b50);
  w.u16(0);
  w.u16(0);
  w.u16(count);
  w.u16(count);
  w.u32(cdSize);
  w.u32(cdOffset);
  w.u16(0);
  return w.bytes();
}
