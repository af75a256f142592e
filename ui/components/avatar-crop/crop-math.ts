/** Geometry of the avatar cropper: a square box in the middle of a square viewport. */
export interface CropView {
  /** Image scale (displayed px per image px). */
  scale: number;
  /** Top-left of the displayed image inside the viewport. */
  x: number;
  y: number;
}

export interface CropFrame {
  viewport: number;
  box: number;
}

export function boxOrigin(f: CropFrame): number {
  return (f.viewport - f.box) / 2;
}

/** The smallest scale at which the image still covers the box. */
export function minScale(w: number, h: number, f: CropFrame): number {
  return Math.max(f.box / w, f.box / h);
}

/** Keeps the box covered by the image. */
export function clampView(v: CropView, w: number, h: number, f: CropFrame): CropView {
  const o = boxOrigin(f);
  const scale = Math.max(v.scale, minScale(w, h, f));
  const x = Math.min(o, Math.max(o + f.box - w * scale, v.x));
  const y = Math.min(o, Math.max(o + f.box - h * scale, v.y));
  return { scale, x, y };
}

/** The image centred and just covering the box. */
export function initialView(w: number, h: number, f: CropFrame): CropView {
  const scale = minScale(w, h, f);
  return { scale, x: (f.viewport - w * scale) / 2, y: (f.viewport - h * scale) / 2 };
}

/** Zooms around the centre of the box. */
export function zoomView(v: CropView, scale: number, w: number, h: number, f: CropFrame): CropView {
  const c = f.viewport / 2;
  const ix = (c - v.x) / v.scale;
  const iy = (c - v.y) / v.scale;
  return clampView({ scale, x: c - ix * scale, y: c - iy * scale }, w, h, f);
}

/** The part of the image (in image px) under the box. */
export function sourceRect(v: CropView, f: CropFrame): { sx: number; sy: number; size: number } {
  const o = boxOrigin(f);
  return { sx: (o - v.x) / v.scale, sy: (o - v.y) / v.scale, size: f.box / v.scale };
}

/** Quarter turns clockwise (0–3) after turning left (-1) or right (+1). */
export function turned(turns: number, by: 1 | -1): number {
  return (((turns + by) % 4) + 4) % 4;
}

/** The size of a w×h image turned by quarter turns. */
export function turnedSize(w: number, h: number, turns: number): { w: number; h: number } {
  return turns % 2 === 1 ? { w: h, h: w } : { w, h };
}

/**
 * How a canvas of the turned size draws the image: translate by (dx, dy), rotate by `angle`
 * (radians, clockwise), then draw the image at the origin.
 */
export function turnTransform(w: number, h: number, turns: number): { dx: number; dy: number; angle: number } {
  const t = ((turns % 4) + 4) % 4;
  const angle = (t * Math.PI) / 2;
  if (t === 1) return { dx: h, dy: 0, angle };
  if (t === 2) return { dx: w, dy: h, angle };
  if (t === 3) return { dx: 0, dy: w, angle };
  return { dx: 0, dy: 0, angle: 0 };
}

/** Where a point (x, y) of the image lands in the turned image (what `turnTransform` draws). */
export function turnPoint(x: number, y: number, w: number, h: number, turns: number): { x: number; y: number } {
  const { dx, dy, angle } = turnTransform(w, h, turns);
  const cos = Math.round(Math.cos(angle));
  const sin = Math.round(Math.sin(angle));
  return { x: dx + x * cos - y * sin, y: dy + x * sin + y * cos };
}
