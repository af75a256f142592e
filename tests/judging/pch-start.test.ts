// The precompiled C++ header is built at start-up in the background and never waited for: a C++
// submission that arrives before it is built compiles without it. The program below tells the
// two apart by its verdict: it is right only when /pch (the header's mount) is absent.
import { afterAll, expect, test } from 'bun:test';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { isFinalStatus } from '../../src/contract/judge-status.ts';
import { submissions } from '../../src/db/schema/index.ts';
import { startJudging } from '../../src/judging/index.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { addProblem, insertSubmission } from '../api/submissions/helpers.ts';

const RIGHT_WITHOUT_HEADER = `#if __has_include("/pch/bits/stdc++.h")
#define WITH_HEADER 1
#else
#define WITH_HEADER 0
#endif
#include <cstdio>
int main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b+WITH_HEADER);return 0;}
`;

const t = makeTestApp();
chmodSync(t.dataDir, 0o755);
// A cache with no header in it: this start has to build them.
const cacheDir = mkdtempSync(join(tmpdir(), 'verdict-pch-start-'));
const user = await createUser(t.deps, { role: 1000 });
const problem = await addProblem(t, user);
const add = () =>
  insertSubmission(t, {
    uid: user.uid,
    username: user.username,
    pid: problem.id,
    status: 5,
    language: 'C++17',
    code: RIGHT_WITHOUT_HEADER,
  }).submitId;
// Queued before the judge starts: the first claim comes right after start-up.
const first = add();
const judge = await startJudging(t.deps, { cacheDir, judger: 'test-judge' });

afterAll(async () => {
  await judge.stop();
  t[Symbol.dispose]();
  rmSync(cacheDir, { recursive: true, force: true });
});

async function final(id: number) {
  for (;;) {
    const row = t.deps.db.select().from(submissions).where(eq(submissions.submitId, id)).get()!;
    if (isFinalStatus(row.status)) return row;
    await Bun.sleep(50);
  }
}

test('a C++ submission that arrives before the header is built compiles without it', async () => {
  expect((await final(first)).status).toBe(0);
});

test('the header built in the background is used by the submissions after it', async () => {
  // Nothing waits for it: the test polls the cache until the build has put the header there.
  while (!existsSync(join(cacheDir, 'pch', 'c++17', 'stamp.json'))) await Bun.sleep(200);
  const id = add();
  judge.submitted(id);
  expect((await final(id)).status).toBe(-1);
});
