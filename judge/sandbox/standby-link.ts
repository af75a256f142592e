/**
 * The judge's end of a standby's launcher (standby.ts): the command socket (fd 3 in the sandbox,
 * `SOCK_SEQPACKET`) and the launcher's one-line reports on its stdout pipe, read by the event loop.
 */
import { closeFd, sendMessage } from './libc.ts';

const encoder = new TextEncoder();

export class LauncherLink {
  private lines: string[] = [];
  private waiters: Array<(line: string | null) => void> = [];
  /** The report pipe has ended: the launcher has exited. */
  ended = false;
  private ctl: number;

  constructor(ctl: number, reports: ReadableStream<Uint8Array>) {
    this.ctl = ctl;
    void this.readLines(reports);
  }

  /** Sends one command (with descriptors, `SCM_RIGHTS`); throws when the socket is closed or the launcher gone. */
  send(command: string, fds: number[] = []): void {
    sendMessage(this.ctl, encoder.encode(command), fds);
  }

  /** Closes the command socket (the launcher reads end of file). */
  closeSocket(): void {
    if (this.ctl >= 0) closeFd(this.ctl);
    this.ctl = -1;
  }

  /** 1 while the command socket is open, else 0. */
  get socketCount(): number {
    return this.ctl >= 0 ? 1 : 0;
  }

  private async readLines(reports: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let rest = '';
    try {
      for await (const chunk of reports) {
        rest += decoder.decode(chunk, { stream: true });
        for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
          this.push(rest.slice(0, i));
          rest = rest.slice(i + 1);
        }
      }
    } catch {
      // the stream ends with the process
    }
    this.ended = true;
    for (const w of this.waiters.splice(0)) w(null);
  }

  private push(line: string): void {
    const w = this.waiters.shift();
    if (w) w(line);
    else this.lines.push(line);
  }

  /** The launcher's next report line; null once it has exited. */
  next(): Promise<string | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
