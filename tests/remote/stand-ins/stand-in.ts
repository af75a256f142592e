/**
 * What every stand-in of a remote judge shares: a local server on a free port, its address, its
 * stop, and the runs it took, with a wait for the n-th one (an event, never a timer).
 */
export abstract class StandIn<Run> {
  readonly runs: Run[] = [];
  private readonly server: ReturnType<typeof Bun.serve>;
  private waiters: (() => void)[] = [];

  constructor() {
    this.server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => this.serve(req) });
  }

  /** The site's answer to one request. */
  protected abstract serve(req: Request): Response | Promise<Response>;

  get url(): string {
    return `http://127.0.0.1:${this.server.port}`;
  }

  stop(): void {
    this.server.stop(true);
  }

  /** Resolves when the stand-in has taken `n` runs. */
  async runsTaken(n: number): Promise<void> {
    while (this.runs.length < n) await new Promise<void>((r) => this.waiters.push(r));
  }

  /** A run taken: kept, and every wait for it woken. */
  protected record(run: Run): Run {
    this.runs.push(run);
    for (const w of this.waiters.splice(0)) w();
    return run;
  }
}
