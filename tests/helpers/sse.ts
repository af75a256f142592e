/**
 * Reads SSE events named `name` from a streaming answer until `count` of them came (or, given a
 * test, until one passes it); then stops reading. `between` runs once the first has come.
 */
export async function events(
  res: Response,
  name: string,
  count: number | ((event: unknown) => boolean),
  between?: () => void,
): Promise<unknown[]> {
  const enough = (found: unknown[]) =>
    typeof count === 'number' ? found.length >= count : found.length > 0 && count(found.at(-1));
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const found: unknown[] = [];
  let text = '';
  while (!enough(found)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      if (block.includes(`event: ${name}`)) {
        found.push(
          JSON.parse(
            block
              .split('\n')
              .find((l) => l.startsWith('data:'))!
              .slice(5),
          ),
        );
        if (found.length === 1) between?.();
      }
    }
  }
  await reader.cancel();
  return found;
}
