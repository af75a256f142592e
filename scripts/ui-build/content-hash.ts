/** A short content hash for file names and ETags: the same bytes always give the same name. */
export function contentHash(data: string | Uint8Array): string {
  return Bun.hash(data).toString(36).padStart(13, '0').slice(0, 10);
}
