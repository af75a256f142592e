import { strToU8, zipSync, type Zippable } from 'fflate';

/** A zip of the given files (text is written as UTF-8). */
export function zip(files: Record<string, string | Uint8Array>): ReturnType<typeof zipSync> {
  const z: Zippable = {};
  for (const [name, content] of Object.entries(files))
    z[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(z);
}

/** A test data zip: N.in / N.out at the root, from [input, output] pairs. */
export function casesZip(cases: [string, string][]): ReturnType<typeof zipSync> {
  return zip(
    Object.fromEntries(
      cases.flatMap(([input, output], i) => [
        [`${i + 1}.in`, input],
        [`${i + 1}.out`, output],
      ]),
    ),
  );
}
