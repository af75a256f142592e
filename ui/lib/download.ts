import { toast } from 'sonner';
import { AUTH_HEADER } from '../../src/contract/accounts.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import { currentLanguage, t } from './i18n.ts';
import { requestFinished, requestStarted } from './progress.ts';
import { getToken } from './session.ts';

/** File downloads may take long (spec doc 3 §9: 300 s). */
const DOWNLOAD_TIMEOUT_MS = 300_000;

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

/**
 * Downloads a file the API answers with (test data, problem packages) and saves it, saying
 * "Downloading..." while it comes (spec doc 1 §5). A JSON answer is an envelope: its message is
 * shown, as information when it is no failure; an answer that cannot be read is "Invalid file
 * format". Returns whether a file was saved.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<boolean> {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const headers = new Headers({ 'Accept-Language': currentLanguage(), 'Url-Type': 'admin' });
  const token = getToken();
  if (token) headers.set(AUTH_HEADER, token);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  requestStarted();
  const downloading = toast.info(t('http.downloading'));
  try {
    const res = await fetch(url.pathname + url.search, { headers, signal: controller.signal });
    if ((res.headers.get('Content-Type') ?? '').includes('application/json') || !res.ok) {
      const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
      if (!body) toast.error(t(res.ok ? 'http.invalidFileFormat' : 'http.serverError'));
      else if (res.ok && body.status === 200) toast.info(body.msg);
      else toast.error(body.msg || t('http.serverError'));
      return false;
    }
    const blob = await res.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileNameOf(res.headers.get('Content-Disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    return true;
  } catch {
    toast.error(t(controller.signal.aborted ? 'http.timeout' : 'http.network'));
    return false;
  } finally {
    clearTimeout(timer);
    toast.dismiss(downloading);
    requestFinished();
  }
}
