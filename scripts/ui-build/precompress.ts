// Gzip and brotli forms of the UI's text files, made once at build time.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed form saves less than its headers cost. */
const MIN_BYTES = 1024;
const TEXT = /\.(html|js|css|svg|json|txt|map)$/;

/** Writes `file.gz` and `file.br` beside `file` when they are smaller; returns which were written. */
export async function precompress(file: string): Promise<{ gzip?: string; br?: string }> {
  if (!TEXT.test(file)) return {};
  const bytes = await Bun.file(file).bytes();
  if (bytes.length < MIN_BYTES) return {};
  const written: { gzip?: string; br?: string } = {};
  const gz = gzipSync(bytes, { level: 9 });
  if (gz.length < bytes.length) await Bun.write((written.gzip = `${file}.gz`), gz);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  if (br.length < bytes.length) await Bun.write((written.br = `${file}.br`), br);
  return written;
}
