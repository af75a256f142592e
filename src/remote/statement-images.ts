import {
  REMOTE_IMAGE_MAX_BYTES,
  REMOTE_IMAGES_MAX,
  type FetchedProblem,
  type RemoteImageFailure,
} from '../contract/remote.ts';
import { detectImageType } from '../domain/image-type.ts';
import { absoluteImageUrl, type StatementImage, statementImageLinks } from '../domain/remote/statement-images.ts';
import { type ClientOptions, RemoteHttp, RemoteRefused } from './http-client.ts';

/**
 * Downloads the images a fetched statement shows, through the remote judges' HTTP client: at most
 * REMOTE_IMAGES_MAX, each up to REMOTE_IMAGE_MAX_BYTES, from the site's own addresses only (http or
 * https on the statement's host or one of its subdomains, every redirect checked before it is
 * followed), an image type answered and PNG/JPEG/GIF/WebP bytes. SVG is never stored: served from
 * this site it could carry script. A failed image is reported, never the import's failure.
 */
export function siteAddresses(pageUrl: string): (url: URL) => boolean {
  const site = new URL(pageUrl);
  return (u) =>
    (u.protocol === 'http:' || u.protocol === 'https:') &&
    (u.host === site.host || (u.port === '' && u.hostname.endsWith(`.${site.hostname}`)));
}

type Outcome = StatementImage | RemoteImageFailure['reason'];

async function download(http: RemoteHttp, src: string, pageUrl: string): Promise<Outcome> {
  const allow = siteAddresses(pageUrl);
  const url = absoluteImageUrl(src, pageUrl);
  if (!url || !allow(new URL(url))) return 'address';
  let file: Awaited<ReturnType<RemoteHttp['getFile']>>;
  try {
    file = await http.getFile(url, REMOTE_IMAGE_MAX_BYTES, allow);
  } catch (e) {
    if (e instanceof RemoteRefused && e.refusal === 'too-large') return 'too-large';
    if (e instanceof RemoteRefused && e.refusal === 'address') return 'address';
    return 'unreachable';
  }
  if (file.status !== 200) return 'status';
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (
    type === 'image/svg+xml' ||
    /^\s*(<\?xml[^>]*>\s*)?<svg\b/i.test(Buffer.from(file.bytes.subarray(0, 256)).toString())
  )
    return 'svg';
  const ext = detectImageType(file.bytes);
  if (!type.startsWith('image/') || !ext || ext === 'bmp') return 'not-an-image';
  return { src, ext, bytes: file.bytes };
}

export async function downloadStatementImages(
  p: FetchedProblem,
  opts: ClientOptions,
): Promise<{ images: StatementImage[]; failed: RemoteImageFailure[] }> {
  const http = new RemoteHttp(p.url, {}, { ...opts, readAttempts: 1 });
  const images: StatementImage[] = [];
  const failed: RemoteImageFailure[] = [];
  for (const [i, src] of statementImageLinks(p).entries()) {
    const got = i < REMOTE_IMAGES_MAX ? await download(http, src, p.url) : 'too-many';
    if (typeof got === 'string') failed.push({ src, reason: got });
    else images.push(got);
  }
  return { images, failed };
}
