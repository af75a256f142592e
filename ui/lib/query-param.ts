/** A whole number of at least 1 from an address's query value ("3" → 3); null when absent, empty or anything else. */
export function positiveIntParam(v: string | null): number | null {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 1 ? n : null;
}
