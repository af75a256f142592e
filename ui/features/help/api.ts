import type { Envelope } from '../../../src/contract/envelope.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/** A judge language as GET /api/languages describes it (spec doc 1 §3 "Language"). */
export interface HelpLanguage {
  id?: string | number;
  name: string;
  description?: string;
  compileCommand?: string;
  template?: string;
  codeTemplate?: string;
}

/**
 * The site's languages, or null when the server does not list them. Read without the client's
 * error toasts: the page explains the absence in place.
 */
export async function fetchLanguages(): Promise<HelpLanguage[] | null> {
  try {
    const res = await fetch('/api/languages?all=true', { headers: { 'Accept-Language': currentLanguage(), 'Url-Type': 'general' } });
    if (!res.ok) return null;
    const body = (await res.json()) as Envelope<HelpLanguage[]>;
    return body.status === 200 && Array.isArray(body.data) ? body.data : null;
  } catch {
    return null;
  }
}
