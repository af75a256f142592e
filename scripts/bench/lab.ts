/**
 * A lab on a running server, set up through its HTTP API only: the super admin opens
 * registration, lifts the submission interval and creates a C++ A+B problem with 10 tests from a
 * zip; `students` accounts register (image captcha) and log in. Then one submission at a time,
 * or every student at the same instant, each followed on the live-update stream.
 */
import { AB, abCase, CASES } from './judge-pool.ts';
import { LabClient, type Session } from './lab-api.ts';
import { processCpu } from './process-cpu.ts';
import { startServer } from './lab-server.ts';

const PASSWORD = 'lab-password-1';
const PROBLEM = 'LAB1';

export type Lab = Awaited<ReturnType<typeof openLab>>;

export async function openLab(binary: string, students: number) {
  const server = await startServer(binary);
  const api = new LabClient(server.base, server.dataDir);
  try {
    const root = await api.login('root', server.rootPassword);
    await api.call('/api/admin/config/set-web-config', {
      method: 'PUT',
      session: root,
      json: { submissionFrequency: 0, register: true },
    });
    await api.createProblem(
      root,
      PROBLEM,
      Array.from({ length: CASES }, (_, i) => abCase(i + 1)),
    );
    const sessions: Session[] = [];
    for (let i = 1; i <= students; i++) {
      await api.register(`student${i}`, PASSWORD);
      sessions.push(await api.login(`student${i}`, PASSWORD));
    }
    /** Submits A+B as `who` and follows it; ms from the request to the final status seen. */
    const judgeOne = async (who: Session, from = performance.now()) => {
      const status = await api.untilFinal(who, await api.submit(who, PROBLEM, AB));
      if (status !== 0) throw new Error(`a lab submission got status ${status}`);
      return performance.now() - from;
    };
    return {
      /** One submission by the super admin, ms from source to the verdict on the stream. */
      single: () => judgeOne(root),
      /** Every student submits at the same instant: ms until each saw the verdict, and the server's CPU seconds. */
      async burst() {
        const cpu = processCpu(server.pid);
        const start = performance.now();
        const finals = await Promise.all(sessions.map((who) => judgeOne(who, start)));
        return { finals, cpu: processCpu(server.pid) - cpu };
      },
      /** Streams that failed so that the student fell back to polling. */
      fallbacks: () => api.fallbacks,
      async stop() {
        api.close();
        await server.stop();
      },
    };
  } catch (e) {
    api.close();
    await server.stop();
    throw e;
  }
}
