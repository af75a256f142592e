import { unzlibSync } from 'fflate';

/** Reads a PNG as the captchas write it (8-bit RGB or RGBA, filter 0 on every row). */
export function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = [...bytes.subarray(0, 8)];
  if (signature.join() !== '137,80,78,71,13,10,26,10') throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      channels = body[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const rows = unzlibSync(Buffer.concat(idat));
  const stride = width * channels + 1;
  /** [r, g, b, a] of the pixel. */
  const pixel = (x: number, y: number) => {
    const i = y * stride + 1 + x * channels;
    if (rows[y * stride] !== 0) throw new Error('unexpected PNG row filter');
    return [rows[i]!, rows[i + 1]!, rows[i + 2]!, channels === 4 ? rows[i + 3]! : 255] as const;
  };
  return { width, height, pixel };
}

export const dataUrlBytes = (url: string) => new Uint8Array(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
