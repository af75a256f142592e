import { decodeAnswer } from './charset.ts';

/**
 * The HTTP client of the remote judges: a cookie jar, redirects followed by hand (so each hop's
 * cookies are kept), a timeout per request, and a bounded backoff when a site refuses a read
 * (429 or 5xx). A form post is never repeated by the client: a submission must not be sent twice.
 */
export class RemoteRefused extends Error {
  constructor(
    message: string,
    /** How long to leave the site alone, ms (its Retry-After when it sent one). */
    readonly backoffMs: number,
    /**
     * Set when the client refused on its own (an answer too large, an address not the site's) or
     * the site could not be had (no connection to it, no answer in time).
     */
    readonly refusal?: 'too-large' | 'address' | 'unreachable' | 'no-answer',
    /** The site's host, where it could not be had. */
    readonly host?: string,
  ) {
    super(message);
  }
}

export interface RemoteResponse {
  status: number;
  text: string;
  /** The address of the last hop. */
  url: string;
  /** Every address redirected to, in order. */
  redirects: string[];
}

/** A file the site serves (a statement's image): its bytes as sent, and the type it claims. */
export interface RemoteFile {
  status: number;
  bytes: Uint8Array;
  contentType: string;
  url: string;
}

/** What one exchange may do: the addresses it may reach (each hop's) and the most it reads. */
interface Bounds {
  allow?: (url: URL) => boolean;
  maxBytes: number;
}

export interface ClientOptions {
  timeoutMs?: number;
  /** Attempts of a read that meets 429/5xx or no answer, the first included. */
  readAttempts?: number;
  /** The first wait between attempts (doubled each time). */
  backoffMs?: number;
  /** Stops every request of this client (the service shutting down). */
  signal?: AbortSignal;
  /** The largest answer read from the site, bytes; a larger one is refused unread. */
  maxAnswerBytes?: number;
}

/** A site's pages and API answers are far smaller; a larger answer is never held in memory. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Verdict remote judge';

export class RemoteHttp {
  readonly cookies: Record<string, string>;
  private readonly opts: Required<Omit<ClientOptions, 'signal'>> & { signal?: AbortSignal };

  constructor(
    readonly base: string,
    cookies: Record<string, string> = {},
    opts: ClientOptions = {},
  ) {
    this.cookies = { ...cookies };
    this.opts = { timeoutMs: 30_000, readAttempts: 3, backoffMs: 1000, maxAnswerBytes: MAX_ANSWER_BYTES, ...opts };
  }

  /** The site's host, which every failure names. */
  get host(): string {
    return new URL(this.base).host;
  }

  cookie(name: string): string | undefined {
    return this.cookies[name];
  }

  async get(path: string): Promise<RemoteResponse> {
    let wait = this.opts.backoffMs;
    let failed: unknown = null;
    for (let attempt = 1; ; attempt++) {
      // Stopped while waiting to try again: the last attempt's failure is what happened.
      if (failed && this.opts.signal?.aborted) throw failed;
      let res: RemoteResponse | null = null;
      try {
        res = await this.send('GET', path);
      } catch (e) {
        if (this.opts.signal?.aborted || attempt >= this.opts.readAttempts) throw e;
        failed = e;
      }
      if (res && res.status !== 429 && res.status < 500) return res;
      if (res && attempt >= this.opts.readAttempts)
        throw new RemoteRefused(`${this.host} answered ${res.status}`, wait * 2);
      await Bun.sleep(wait);
      wait *= 2;
    }
  }

  async getJson<T>(path: string): Promise<T> {
    const res = await this.get(path);
    try {
      return JSON.parse(res.text) as T;
    } catch {
      throw new RemoteRefused(
        `${this.host} answered ${res.status} with something other than JSON`,
        this.opts.backoffMs,
      );
    }
  }

  /** One form post (urlencoded); its redirects are followed as GETs. Refusals are the caller's to judge. */
  postForm(path: string, form: Record<string, string>): Promise<RemoteResponse> {
    return this.send('POST', path, new URLSearchParams(form).toString());
  }

  /**
   * One GET of a file, never repeated: the address and every redirect must pass `allow` before it
   * is asked, and more than `maxBytes` is refused unread.
   */
  async getFile(address: string, maxBytes: number, allow: (url: URL) => boolean): Promise<RemoteFile> {
    const res = await this.exchange('GET', address, undefined, { allow, maxBytes });
    return { status: res.status, bytes: res.bytes, contentType: res.contentType, url: res.url };
  }

  /** One exchange whose answer is read as text (a site's client may look at it before the caller). */
  protected async send(method: 'GET' | 'POST', path: string, body?: string): Promise<RemoteResponse> {
    const res = await this.exchange(method, path, body, { maxBytes: this.opts.maxAnswerBytes });
    return {
      status: res.status,
      text: decodeAnswer(res.bytes, res.contentType),
      url: res.url,
      redirects: res.redirects,
    };
  }

  private async exchange(method: 'GET' | 'POST', path: string, body: string | undefined, bounds: Bounds) {
    let url = new URL(path, this.base).toString();
    const redirects: string[] = [];
    for (let hop = 0; ; hop++) {
      if (bounds.allow && !bounds.allow(new URL(url)))
        throw new RemoteRefused(`${this.host} pointed to ${url}, not its own address`, this.opts.backoffMs, 'address');
      const headers: Record<string, string> = { 'User-Agent': USER_AGENT, Accept: '*/*' };
      const jar = Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`);
      if (jar.length) headers.Cookie = jar.join('; ');
      if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const signals = [AbortSignal.timeout(this.opts.timeoutMs), ...(this.opts.signal ? [this.opts.signal] : [])];
      let res: Response;
      try {
        res = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.any(signals) });
      } catch (e) {
        if ((e as Error).name === 'TimeoutError')
          throw new RemoteRefused(
            `${this.host} gave no answer within ${this.opts.timeoutMs / 1000} s`,
            this.opts.backoffMs,
            'no-answer',
            this.host,
          );
        throw new RemoteRefused(`${this.host} was not reachable`, this.opts.backoffMs, 'unreachable', this.host);
      }
      this.keepCookies(res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        if (hop >= 5) throw new RemoteRefused(`${this.host} redirected too many times`, this.opts.backoffMs);
        url = new URL(location, url).toString();
        redirects.push(url);
        if (res.status !== 307 && res.status !== 308) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      if (res.status === 429 || res.status === 503) {
        const after = Number(res.headers.get('retry-after'));
        if (method === 'POST') {
          throw new RemoteRefused(
            `${this.host} refused with ${res.status}`,
            after > 0 ? after * 1000 : this.opts.backoffMs * 4,
          );
        }
      }
      const contentType = res.headers.get('content-type') ?? '';
      return { status: res.status, bytes: await this.readCapped(res, bounds.maxBytes), contentType, url, redirects };
    }
  }

  /** The answer's bytes, read up to `max`: a site that sends more is refused. */
  private async readCapped(res: Response, max: number): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const tooLarge = () =>
      new RemoteRefused(`${this.host} answered more than ${max} bytes`, this.opts.backoffMs, 'too-large');
    if (Number(res.headers.get('content-length')) > max) {
      await res.body?.cancel();
      throw tooLarge();
    }
    for await (const chunk of res.body ?? []) {
      size += chunk.byteLength;
      if (size > max) throw tooLarge();
      chunks.push(chunk);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }

  private keepCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0\b|expires=thu, 01 jan 1970/i.test(line) || value === '') delete this.cookies[name];
      else this.cookies[name] = value;
    }
  }
}

/** A page's CSRF token: the meta tag, a data-csrf attribute, or the form's hidden field. */
export function csrfTokenOf(html: string): string | null {
  const patterns = [
    /<meta\s+name=["']X-Csrf-Token["']\s+content=["']([0-9a-f]{32})["']/i,
    /data-csrf=["']([0-9a-f]{32})["']/i,
    /name=["']csrf_token["']\s+value=["']([0-9a-f]{32})["']/i,
  ];
  for (const p of patterns) {
    const m = p.exec(html);
    if (m) return m[1]!;
  }
  return null;
}
