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
