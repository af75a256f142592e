/**
 * What an uploaded video is, by its first bytes (never by its name): MP4 and its relatives (an
 * `ftyp` box at byte 4), WebM/Matroska (the EBML magic 1A 45 DF A3) or Ogg (`OggS`). Anything else
 * is refused, so an HTML page renamed .mp4 is never stored.
 */

export interface VideoType {
  ext: 'mp4' | 'webm' | 'ogv';
  mime: string;
}

/** Bytes needed to decide. */
export const VIDEO_HEAD_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

export function videoType(head: Uint8Array): VideoType | null {
  if (head.length < VIDEO_HEAD_BYTES) return null;
  if (ascii(head, 4, 'ftyp')) return { ext: 'mp4', mime: 'video/mp4' };
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return { ext: 'webm', mime: 'video/webm' };
  if (ascii(head, 0, 'OggS')) return { ext: 'ogv', mime: 'video/ogg' };
  return null;
}

const MIME_BY_EXT: Record<VideoType['ext'], string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' };

/** The type a stored file is served as, from the extension the server gave it. */
export function storedMime(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as VideoType['ext'];
  return MIME_BY_EXT[ext] ?? 'application/octet-stream';
}
