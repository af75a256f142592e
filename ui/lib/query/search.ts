export type Scalar = string | number | boolean | null | undefined;

/** Writes filters as a query string: empty values are left out. */
export function searchOf(values: Record<string, Scalar>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  return qs.toString();
}
