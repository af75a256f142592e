import { deflateSync } from 'fflate';

/**
 * An honest zip bomb: `names` entries, each the same `mbEach` MB of zeros deflated once and stored
 * in its own stream (no shared bytes), with true sizes and checksums — 8 × 60 MB come to 480 MB of
 * test data in a zip of about 470 KB.
 */
export function zipBomb(names: string[], mbEach: number): Uint8Array {
  const plain = new Uint8Array(mbEach * 1024 * 1024);
  const data = deflateSync(plain, { level: 9 });
  const crc = Bun.hash.crc32(plain);
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  let length = 0;
  const put = (b: Uint8Array) => {
    parts.push(b);
    length += b.length;
  };
  const num = (v: number, size: 2 | 4) => {
    const b = new Uint8Array(size);
    if (size === 2) new DataView(b.buffer).setUint16(0, v, true);
    else new DataView(b.buffer).setUint32(0, v >>> 0, true);
    put(b);
  };
  const offsets: number[] = [];
  for (const name of names) {
    offsets.push(length);
    num(0x04034b50, 4);
    num(20, 2);
    num(0, 2);
    num(8, 2);
    num(0, 2);
    num(0x21, 2);
    num(crc, 4);
    num(data.length, 4);
    num(plain.length, 4);
    num(enc.encode(name).length, 2);
    num(0, 2);
    put(enc.encode(name));
    put(data);
  }
  const cdOffset = length;
  names.forEach((name, i) => {
    num(0x02014b50, 4);
    num(20, 2);
    num(20, 2);
    num(0, 2);
    num(8, 2);
    num(0, 2);
    num(0x21, 2);
    num(crc, 4);
    num(data.length, 4);
    num(plain.length, 4);
    num(enc.encode(name).length, 2);
    num(0, 2);
    num(0, 2);
    num(0, 2);
    num(0, 2);
    num(0, 4);
    num(offsets[i]!, 4);
    put(enc.encode(name));
  });
  const cdSize = length - cdOffset;
  num(0x06054b50, 4);
  num(0, 2);
  num(0, 2);
  num(names.length, 2);
  num(names.length, 2);
  num(cdSize, 4);
  num(cdOffset, 4);
  num(0, 2);
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
