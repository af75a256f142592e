import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { createCategory, trainingForm } from './trainings/helpers.ts';
import { classSetup, send } from './groups/helpers.ts';
import { createGroupChoice } from './group-choice-helpers.ts';

setDefaultTimeout(120_000);

/**
 * A group's computational-thinking training in its gradebook: a choice answer's verdict counts
 * like a code one (solved, late), on screen and in the CSV file.
 */
describe('gradebook: computational-thinking trainings', () => {
  test('a CT training of the group is a column; a correct answer through it is solved, a wrong one is not', async () => {
    await using s = await classSetup();
    const categoryId = await createCategory(s.t, s.root.headers);
    const made = await send(s.t, 'POST', '/api/group/training', s.teacher.headers, {
      ...trainingForm(categoryId, { gid: s.gid, title: 'Thinking 7A', kind: 'choice' }),
    });
    expect(made.status).toBe(200);
    const tid = made.data.training.id as number;
    await createGroupChoice(s, s.teacher.headers, { problemId: 'CT1' });
    await createGroupChoice(s, s.teacher.headers, { problemId: 'CT2' });
    for (const problemId of ['class7a-CT1', 'class7a-CT2']) {
      const added = await send(
        s.t,
        'POST',
        `/api/group/add-training-problem-from-group?tid=${tid}&problemId=${problemId}`,
        s.teacher.headers,
      );
      expect(added.status).toBe(200);
    }
    const answer = (pid: string, selection: string) =>
      send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, { pid, selection, tid });
    expect((await answer('class7a-CT1', 'B')).data.isCorrect).toBe('True');
    expect((await answer('class7a-CT2', 'C')).data.isCorrect).toBe('False');

    const book = await send(s.t, 'GET', `/api/group/gradebook?gid=${s.gid}`, s.teacher.headers);
    const at = (book.data.trainings as { id: number; title: string; problems: number }[]).findIndex(
      (t) => t.id === tid,
    );
    expect(at).toBeGreaterThanOrEqual(0);
    expect(book.data.trainings[at]).toMatchObject({ title: 'Thinking 7A', problems: 2 });
    const row = (book.data.rows as { username: string; trainings: { solved: number; late: number }[] }[]).find(
      (r) => r.username === s.alice.username,
    )!;
    expect(row.trainings[at]).toEqual({ solved: 1, late: 0 });

    const csv = await (
      await call(s.t.app, `/api/group/gradebook.csv?gid=${s.gid}`, { headers: s.teacher.headers })
    ).res.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const head = lines[0]!.split(',');
    const col = head.findIndex((h) => h.includes('Thinking 7A'));
    expect(head[col]).toBe('Thinking 7A · solved /2');
    const alice = lines.find((l) => l.startsWith(`${s.alice.username},`))!.split(',');
    expect(alice[col]).toBe('1');
  });
});
