import { closeSync, constants, fstatSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from '../accounts/secrets.ts';
import { Errors } from '../errors.ts';
import { VIDEO_HEAD_BYTES, videoType } from './video-type.ts';

/**
 * Video files on disk: <dataDir>/videos/<random name>.<mp4|webm|ogv>. An upload is streamed into a
 * temporary file chunk by chunk (never held whole in memory), its type checked on the first bytes
 * and its size counted as it arrives; only a complete, accepted file is renamed into place. Files
 * are found by their stored name only, and opened without following links.
 */

const NAME = /^[A-Za-z0-9_-]{24}\.(mp4|webm|ogv)$/;
const videoDir = (dataDir: string) => join(dataDir, 'videos');
const sizeText = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`);

export interface ReceivedVideo {
  name: string;
  size: number;
}

/** Writes the body to disk; refuses an empty body, a file that is no video, and one over `max` bytes. */
export async function receiveVideo(
  dataDir: string,
  body: ReadableStream<Uint8Array> | null,
  declared: number | null,
  max: number,
): Promise<ReceivedVideo> {
  if (declared !== null && declared > max) throw Errors.FileTooLargeLimit(sizeText(max));
  if (!body) throw Errors.VideoFileRequired();
  mkdirSync(videoDir(dataDir), { recursive: true });
  const token = randomToken(18);
  const tmp = join(videoDir(dataDir), `.upload-${token}`);
  const reader = body.getReader();
  const out = await open(tmp, 'wx');
  let head = new Uint8Array(0);
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) throw Errors.FileTooLargeLimit(sizeText(max));
      if (head.length < VIDEO_HEAD_BYTES) {
        head = Buffer.concat([head, value.subarray(0, VIDEO_HEAD_BYTES - head.length)]);
        if (head.length === VIDEO_HEAD_BYTES && !videoType(head)) throw Errors.FileTypeNotSupported();
      }
      await out.write(value);
    }
    if (size === 0) throw Errors.VideoFileRequired();
    const type = videoType(head);
    if (!type) throw Errors.FileTypeNotSupported();
    await out.close();
    const name = `${token}.${type.ext}`;
    await rename(tmp, join(videoDir(dataDir), name));
    return { name, size };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await out.close().catch(() => undefined);
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** The path and size of a stored video, or null when the name is not one we store or the file is gone. */
export function openVideo(dataDir: string, name: string): { path: string; size: number } | null {
  if (!NAME.test(name)) return null;
  const path = join(videoDir(dataDir), name);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return null;
  }
  try {
    const stat = fstatSync(fd);
    return stat.isFile() ? { path, size: stat.size } : null;
  } finally {
    closeSync(fd);
  }
}

export function removeVideo(dataDir: string, name: string): void {
  if (NAME.test(name)) rmSync(join(videoDir(dataDir), name), { force: true });
}
