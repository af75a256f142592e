import { strToU8, zipSync, type Zippable } from 'fflate';

/** A zip of the given files (text is written as UTF-8). */
export function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  const z: Zippable = {};
  for (const [name, content] of Object.entries(files)) z[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(z);
}
