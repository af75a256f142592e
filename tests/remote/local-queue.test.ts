import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { submissions } from '../../src/db/schema/index.ts';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { DbHost } from '../../src/judging/db-host.ts';
import { requeueUnfinished } from '../../src/judging/recovery.ts';
import { TestRunStore } from '../../src/judging/test-runs.ts';
import { remoteRunOf, remoteSetup, whenSubmission } from './remote-helpers.ts';

describe("the local judge's queue and remote submissions", () => {
  test('a remote submission waiting or on its site is never claimed nor re-queued by the local judge', async () => {
    using t = await remoteSetup();
    t.judge.stop();
    const id = await t.submit('int main() {}');
    const row = () => t.deps.db.select().from(submissions).where(eq(submissions.submitId, id)).get()!;
    expect(row().status).toBe(JudgeStatus.PENDING);
    expect(remoteRunOf(t, id)?.state).toBe('queued');
    const host = new DbHost(t.deps.db, t.deps.dataDir, new TestRunStore());
    expect(await host.claim('local-1')).toBeNull();
    expect(row().status).toBe(JudgeStatus.PENDING);

    t.site.holdVerdicts = true;
    const judge = await t.startJudge();
    await whenSubmission(t, id, (r) => r.status === JudgeStatus.JUDGING);
    judge.stop();
    expect(requeueUnfinished(t.deps.db)).toBe(0);
    expect(row().status).toBe(JudgeStatus.JUDGING);
    expect(await host.claim('local-1')).toBeNull();
  }, 120_000);
});
