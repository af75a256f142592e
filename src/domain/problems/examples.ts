import type { ExamplePair } from '../../contract/problems.ts';

/**
 * Samples shown on a problem page are stored as one string of
 * <input>…</input><output>…</output> pairs, as the established judge stores them.
 */
export function encodeExamples(pairs: ExamplePair[]): string {
  return pairs.map((p) => `<input>${p.input}</input><output>${p.output}</output>`).join('');
}

export function decodeExamples(text: string): ExamplePair[] {
  const pairs: ExamplePair[] = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (const m of text.matchAll(re)) pairs.push({ input: m[1]!, output: m[2]! });
  return pairs;
}
