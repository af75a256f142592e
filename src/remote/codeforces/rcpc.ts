import { createDecipheriv } from 'node:crypto';
import { RemoteHttp, type RemoteResponse, RemoteRefused } from '../http-client.ts';

/**
 * Codeforces' anti-bot cookie. Instead of the page asked for, the site may answer "Redirecting…"
 * with a script (`/aes.min.js`, slowAES) and three `toNumbers("…")` values a, b, c: a browser sets
 * the cookie `RCPC` to the hex of c decrypted with AES-128-CBC (key a, iv b, no padding) and asks
 * again. The client does the same once per request.
 */
export function rcpcAnswer(html: string): string | null {
  if (!/aes\.min\.js/i.test(html) || !/slowAES\.decrypt/.test(html)) return null;
  const values = [...html.matchAll(/toNumbers\("([0-9a-f]{32})"\)/gi)].map((m) => Buffer.from(m[1]!, 'hex'));
  if (values.length < 3) return null;
  const [key, iv, cipher] = values as [Buffer, Buffer, Buffer];
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([decipher.update(cipher), decipher.final()]).toString('hex');
}

/**
 * The remote client for Codeforces: a page answered with the challenge gets its cookie set and is
 * asked once more (a GET only: a form post met by the challenge never reached the site, and is
 * refused rather than sent again). The cookie found is kept for the provider's later clients.
 */
export class CodeforcesHttp extends RemoteHttp {
  constructor(
    base: string,
    cookies: Record<string, string>,
    opts: ConstructorParameters<typeof RemoteHttp>[2],
    private readonly kept: { rcpc?: string },
  ) {
    super(base, kept.rcpc && !cookies.RCPC ? { ...cookies, RCPC: kept.rcpc } : cookies, opts);
  }

  protected override async send(method: 'GET' | 'POST', path: string, body?: string): Promise<RemoteResponse> {
    const res = await super.send(method, path, body);
    const answer = rcpcAnswer(res.text);
    if (answer === null) return res;
    this.cookies.RCPC = answer;
    this.kept.rcpc = answer;
    if (method === 'POST')
      throw new RemoteRefused(`${this.host} answered the form with its anti-bot challenge; it was not sent`, 5000);
    const again = await super.send(method, path, body);
    if (rcpcAnswer(again.text) !== null)
      throw new RemoteRefused(`${this.host} asked its anti-bot challenge again after it was answered`, 5000);
    return again;
  }
}
