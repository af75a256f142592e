import { zlibSync } from 'fflate';

/**
 * A small RGBA pixel canvas for the captchas, encoded as PNG. A picture leaves the server as
 * pixels only: no coordinates or shapes a script could read from its markup.
 */

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

/** A colour from hue (degrees), saturation and lightness (0…1). */
export function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The cubic Bézier curve from p0 to p3 as `steps` points (p0 itself not included). */
export function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    return [
      w[0] * p0[0] + w[1] * p1[0] + w[2] * p2[0] + w[3] * p3[0],
      w[0] * p0[1] + w[1] * p1[1] + w[2] * p2[1] + w[3] * p3[1],
    ] as const;
  });
}

export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  get(x: number, y: number): [number, number, number, number] {
    const i = (y * this.width + x) * 4;
    return [this.data[i]!, this.data[i + 1]!, this.data[i + 2]!, this.data[i + 3]!];
  }

  /** Paints `color` over the pixel with coverage `alpha` (0…1). */
  blend(x: number, y: number, color: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const a = Math.min(1, alpha);
    for (let k = 0; k < 3; k++) this.data[i + k] = Math.round(this.data[i + k]! * (1 - a) + color[k]! * a);
    this.data[i + 3] = Math.max(this.data[i + 3]!, Math.round(a * 255));
  }

  /** Fills every pixel from `paint(x, y)`. */
  fill(paint: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.blend(x, y, paint(x, y));
  }

  /** A filled circle with a soft edge. */
  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++) {
      for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
        const cover = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
        this.blend(x, y, color, cover * alpha);
      }
    }
  }

  /** A round-capped stroke along the polyline, anti-aliased by the distance to it. */
  stroke(points: readonly Point[], width: number, color: Rgb, alpha = 1): void {
    const half = width / 2;
    const cover = new Float32Array(this.width * this.height);
    for (let s = 1; s < points.length; s++) {
      const [ax, ay] = points[s - 1]!;
      const [bx, by] = points[s]!;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
      const x1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
      const y1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const c = half + 0.5 - distanceToSegment(x + 0.5, y + 0.5, ax, ay, bx, by);
          const k = y * this.width + x;
          if (c > cover[k]!) cover[k] = Math.min(1, c);
        }
      }
    }
    for (let k = 0; k < cover.length; k++) {
      if (cover[k]! > 0) this.blend(k % this.width, Math.floor(k / this.width), color, cover[k]! * alpha);
    }
  }

  /** PNG bytes: RGB when every pixel is opaque, RGBA otherwise. */
  toPng(): Uint8Array {
    const opaque = this.data.every((v, i) => i % 4 !== 3 || v === 255);
    const channels = opaque ? 3 : 4;
    const stride = this.width * channels + 1;
    const rows = new Uint8Array(this.height * stride);
    for (let p = 0; p < this.width * this.height; p++) {
      const at = Math.floor(p / this.width) * stride + 1 + (p % this.width) * channels;
      for (let k = 0; k < channels; k++) rows[at + k] = this.data[p * 4 + k]!;
    }
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, this.width);
    view.setUint32(4, this.height);
    header.set([8, opaque ? 2 : 6, 0, 0, 0], 8); // 8 bits, RGB or RGBA, deflate, no filter, no interlace
    return concat([
      PNG_SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', zlibSync(rows, { level: 9 })),
      chunk('IEND', new Uint8Array()),
    ]);
  }

  toDataUrl(): string {
    return `data:image/png;base64,${Buffer.from(this.toPng()).toString('base64')}`;
  }
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, Bun.hash.crc32(out.subarray(4, 8 + body.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
