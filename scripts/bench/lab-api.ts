/**
 * What a lab does through the HTTP API of a running server: the super admin sets the site up and
 * creates a problem from a test-data zip, students register (answering the image captcha with the
 * answer the server stored, read from its database) and log in, submit, and watch their verdicts
 * on the live-update stream as the browser does.
 */
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { casesZip } from '../../tests/helpers/zip.ts';
import { isFinalStatus } from '../../src/contract/judge-status.ts';

type Envelope = { status: number; msg: string; data: any };
export type Session = Record<string, string>;

export class LabClient {
  private captchas: Database | null = null;

  constructor(
    readonly base: string,
    private readonly dataDir: string,
  ) {}

  async call(
    path: string,
    init: RequestInit & { json?: unknown; session?: Session } = {},
  ): Promise<{ env: Envelope; res: Response }> {
    const { json, session, ...rest } = init;
    const headers = new Headers({ 'Accept-Language': 'en-US', ...session });
    let body = rest.body;
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await fetch(this.base + path, { ...rest, headers, body });
    const env = (await res.json()) as Envelope;
    if (env.status !== 200) throw new Error(`${path}: ${env.status} ${env.msg}`);
    return { env, res };
  }

  async login(username: string, password: string): Promise<Session> {
    const { res } = await this.call('/api/login', { method: 'POST', json: { username, password } });
    return { Authorization: res.headers.get('Authorization')! };
  }

  /** Registers an ordinary account through the image captcha. */
  async register(username: string, password: string): Promise<void> {
    const { env } = await this.call('/api/captcha');
    const key = env.data.captchaKey as string;
    this.captchas ??= new Database(join(this.dataDir, 'verdict.db'), { readonly: true });
    const row = this.captchas.query('select answer from verification_codes where key = ?').get(key) as {
      answer: string;
    };
    await this.call('/api/register', {
      method: 'POST',
      json: {
        username,
        password,
        confirmPassword: password,
        email: `${username}@lab.example`,
        code: row.answer,
        uuid: key,
      },
    });
  }

  /** Creates a public problem whose test data is uploaded as a zip; languages C++17 only. */
  async createProblem(admin: Session, problemId: string, cases: [string, string][]): Promise<void> {
    const form = new FormData();
    form.set('file', new File([casesZip(cases)], 'cases.zip'));
    form.set('mode', 'default');
    const upload = await this.call('/api/file/upload-testcase-zip', { method: 'POST', session: admin, body: form });
    await this.call('/api/admin/problem', {
      method: 'POST',
      session: admin,
      json: {
        problem: {
          problemId,
          title: `Lab ${problemId}`,
          description: 'Add two numbers.',
          type: 0,
          judgeCaseMode: 'default',
          timeLimit: 1000,
        },
        samples: cases.map((_, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out` })),
        isUploadTestCase: true,
        uploadTestcaseDir: upload.env.data.fileListDir,
        languages: ['C++17'],
      },
    });
  }

  async submit(session: Session, pid: string, code: string): Promise<number> {
    const { env } = await this.call('/api/submit-problem-judge', {
      method: 'POST',
      session,
      json: { pid, language: 'C++17', code, cid: 0, tid: null, gid: null, isRemote: false },
    });
    return env.data.submitId as number;
  }

  /**
   * Follows one submission as the browser does: the live-update stream, and polling every 2 s
   * when the stream fails or ends early. Resolves with its final status.
   */
  async untilFinal(session: Session, submitId: number): Promise<number> {
    const streamed = await this.streamUntilFinal(session, submitId).catch(() => null);
    if (streamed !== null) return streamed;
    this.fallbacks++;
    for (;;) {
      await Bun.sleep(2000);
      const { env } = await this.call('/api/check-submissions-status', {
        method: 'POST',
        session,
        json: { submitIds: [submitId] },
      });
      const status = env.data[submitId]?.status as number | undefined;
      if (status !== undefined && isFinalStatus(status)) return status;
    }
  }

  /** How many streams failed so that the client fell back to polling. */
  fallbacks = 0;

  private async streamUntilFinal(session: Session, submitId: number): Promise<number | null> {
    const res = await fetch(`${this.base}/api/submission-events?submitIds=${submitId}`, { headers: session });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const status = (JSON.parse(line.slice(5)) as { status: number }).status;
        if (isFinalStatus(status)) {
          await reader.cancel();
          return status;
        }
      }
    }
  }

  close(): void {
    this.captchas?.close();
  }
}
