/** The next free letter (A, B, … Z, then A1, B1 …) for a contest that uses these display ids. */
export function nextDisplayId(used: readonly string[]): string {
  const taken = new Set(used.map((u) => u.toUpperCase()));
  for (let round = 0; ; round++) {
    for (let i = 0; i < 26; i++) {
      const id = String.fromCharCode(65 + i) + (round ? String(round) : '');
      if (!taken.has(id)) return id;
    }
  }
}
