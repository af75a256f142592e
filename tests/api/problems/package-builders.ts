/** Pieces of packages the import tests build: FPS items, a real PNG and a small PDF. */

/** A 1×1 PNG. */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A one-page PDF. */
export const PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

export interface FpsItemParts {
  title: string;
  source?: string;
  description?: string;
  timeLimit?: string;
  samples?: [string, string][];
  tests?: [string, string][];
  /** More elements, written as they are (img, solution, template …). */
  extra?: string;
}

/** One <item>; the text is written as given, so the caller chooses CDATA or references. */
export function fpsItem(p: FpsItemParts): string {
  const pairs = (tag: string, list: [string, string][] = []) =>
    list.map(([i, o]) => `<${tag}_input>${i}</${tag}_input><${tag}_output>${o}</${tag}_output>`).join('');
  return (
    `<item><title>${p.title}</title>${p.timeLimit ?? '<time_limit unit="s">1</time_limit>'}<memory_limit unit="mb">128</memory_limit>` +
    `<description>${p.description ?? 'd'}</description><input></input><output></output>${pairs('sample', p.samples)}${pairs('test', p.tests)}` +
    `<hint></hint><source>${p.source ?? ''}</source>${p.extra ?? ''}</item>`
  );
}
