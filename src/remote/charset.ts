/**
 * An answer's text in the charset it declares: its Content-Type, else a meta tag near the top of
 * the page (HDU's and POJ's pages are GBK). An unknown or absent charset reads as UTF-8.
 */
export function decodeAnswer(bytes: Uint8Array, contentType: string | null): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 2048)))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
