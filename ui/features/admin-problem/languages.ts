/** A language an admin may allow for a problem. */
export interface LanguageOption {
  id: string;
  name: string;
  /** The judge's default code template ('' when unknown). */
  template: string;
  available: boolean;
  /** Why the judge cannot run it now (null when it can). */
  reason: string | null;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/**
 * The language list as the server answers it: plain ids, or records with an id (or a name when
 * the name is the id), a display name, a template and whether the host can run it.
 */
export function normalizeLanguages(data: unknown): LanguageOption[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: LanguageOption[] = [];
  for (const item of data) {
    const rec = typeof item === 'string' ? { id: item } : ((item ?? {}) as Record<string, unknown>);
    const id = str(rec.id) || str(rec.name);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    out.push({
      id,
      name: str(rec.name) || id,
      template: str(rec.template) || str(rec.codeTemplate),
      available: rec.available !== false,
      reason: str(rec.reason) || null,
    });
  }
  return out;
}

/** Special judges and interactors are compiled natively: C and C++ only. */
export function isCheckerLanguage(id: string): boolean {
  return /^C(\+\+\d*)?$/.test(id);
}
