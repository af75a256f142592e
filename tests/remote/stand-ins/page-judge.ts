/**
 * What the stand-ins of HDU and POJ add to the page sites' stand-in (page-site.ts): GBK pages,
 * China's clock, the verdicts a run's code asks for (those two sites also show Presentation Error
 * and System Error), and a run shown queued, then compiling, then running, then judged.
 */
import { type PageRun, PageSite, type Session } from './page-site.ts';

/** What the stand-ins' compiler says of a run that asked for a compilation error. */
export const COMPILER_SAYS = 'Main.cpp:1:15: error: expected &#39;;&#39; before &lt;EOF&gt; — 编译错误';

/** The final verdict a run's code asks for in a comment (WRONG, TLE, …), Accepted otherwise. */
export function verdictKey(code: string): 'AC' | 'WA' | 'PE' | 'TLE' | 'MLE' | 'OLE' | 'RE' | 'CE' | 'SE' {
  const keys = ['WRONG', 'PE', 'TLE', 'MLE', 'OLE', 'RE', 'CE', 'SE'] as const;
  const found = keys.find((k) => code.includes(`/* ${k} */`));
  return found === 'WRONG' ? 'WA' : (found ?? 'AC');
}
export type Stage = 'queued' | 'compiling' | 'running' | ReturnType<typeof verdictKey>;

/** A time (ms) as China's clock shows it (UTC+8), as these sites print it. */
export function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

let gbkTable: Map<number, number[]> | null = null;
/** Text as GBK bytes (the sites' charset; Bun decodes GBK but does not encode it). */
export function gbk(text: string): Uint8Array<ArrayBuffer> {
  if (!gbkTable) {
    const table = new Map<number, number[]>();
    const decoder = new TextDecoder('gbk');
    for (let hi = 0x81; hi <= 0xfe; hi++)
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        const ch = decoder.decode(new Uint8Array([hi, lo]));
        if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch.charCodeAt(0))) table.set(ch.charCodeAt(0), [hi, lo]);
      }
    gbkTable = table;
  }
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    out.push(...(c < 0x80 ? [c] : (gbkTable.get(c) ?? [0x3f])));
  }
  return new Uint8Array(out);
}

export abstract class GbkPageSite extends PageSite {
  /**
   * The run's stage as its status page shows it now: queued (the status page a send is redirected
   * to, the send's own look for the run, and the first poll), compiling, running (while verdicts
   * are held, too), then its verdict.
   */
  protected stageOf(run: PageRun): Stage {
    run.shown++;
    if (run.shown <= 3) return 'queued';
    if (run.shown <= 4) return 'compiling';
    if (run.shown <= 5 || this.holdVerdicts) return 'running';
    return verdictKey(run.code);
  }

  /** A run taken: answered by a redirect to the status page, or never (`hangAfterAccept`). */
  protected taken(
    s: Session,
    statusPage: string,
    run: { user: string; problem: string; code: string; language: string; contest?: string },
  ) {
    this.take(run.user, run.problem, run.code, run.language, run.contest);
    if (!this.hangAfterAccept) return this.redirect(statusPage, s);
    this.hangAfterAccept = false;
    return new Promise<Response>(() => {});
  }

  /** A page in GBK, its charset declared in the header or only in a meta tag. */
  protected gbkPage(html: string, s: Session, charsetIn: 'header' | 'meta' = 'header'): Response {
    const headers = new Headers(this.page('', s).headers);
    headers.set('content-type', charsetIn === 'header' ? 'text/html; charset=gb2312' : 'text/html');
    const meta = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">';
    return new Response(gbk(charsetIn === 'meta' ? `${meta}${html}` : html), { headers });
  }
}
