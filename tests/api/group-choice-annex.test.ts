import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems } from '../../src/db/schema/index.ts';
import { classSetup, send } from './groups/helpers.ts';
import { groupChoiceForm } from './group-choice-helpers.ts';

setDefaultTimeout(120_000);

/**
 * A computational-thinking problem's file IO (input and output file names) and annex (files
 * shown on its page, name to content; spec doc 2 "Computational-thinking problem": isFileIO,
 * ioReadFileName, ioWriteFileName, userExtraFile): stored, checked, and shown.
 */
describe('choice problems: file IO and annex', () => {
  test('the file names are required with file IO and must be plain names; annex names too; in both languages', async () => {
    await using s = await classSetup();
    const refusal = async (fields: Record<string, unknown>, lang = 'en-US') =>
      (
        await send(
          s.t,
          'POST',
          '/api/group/choice-problem',
          { ...s.teacher.headers, 'Accept-Language': lang },
          groupChoiceForm(s.gid, fields),
        )
      ).msg;
    expect(await refusal({ isFileIO: true, ioReadFileName: 'in.txt' })).toBe(
      'With file IO the input and output file names are required',
    );
    expect(await refusal({ isFileIO: true, ioReadFileName: 'in.txt' }, 'zh-CN')).toBe(
      '文件读写模式下输入和输出文件名不能为空',
    );
    expect(await refusal({ isFileIO: true, ioReadFileName: '../in', ioWriteFileName: 'out.txt' })).toBe(
      'The file name ../in may only hold letters, digits, dot, dash and underscore',
    );
    expect(await refusal({ userExtraFile: { 'a/b.txt': 'x' } })).toBe(
      'The file name a/b.txt may only hold letters, digits, dot, dash and underscore',
    );
    // Too many annex files is a named refusal, not a 500.
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}.txt`, 'x']));
    const tooMany = await send(
      s.t,
      'POST',
      '/api/group/choice-problem',
      s.teacher.headers,
      groupChoiceForm(s.gid, { userExtraFile: many }),
    );
    expect([tooMany.status, tooMany.msg]).toEqual([400, expect.stringContaining('userExtraFile')]);
    expect(s.t.deps.db.select().from(problems).where(eq(problems.kind, 'choice')).all()).toEqual([]);
  });

  test('stored, shown to members on the problem page and to its admins on the form; file names dropped without file IO', async () => {
    await using s = await classSetup();
    const made = await send(
      s.t,
      'POST',
      '/api/group/choice-problem',
      s.teacher.headers,
      groupChoiceForm(s.gid, {
        isFileIO: true,
        ioReadFileName: 'robot.in',
        ioWriteFileName: 'robot.out',
        userExtraFile: { 'map.txt': '#..#\n....' },
      }),
    );
    expect(made.status).toBe(200);
    const page = await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=class7a-CT1', s.alice.headers);
    expect(page.data).toMatchObject({
      isFileIO: true,
      ioReadFileName: 'robot.in',
      ioWriteFileName: 'robot.out',
      userExtraFile: { 'map.txt': '#..#\n....' },
    });
    const form = await send(s.t, 'GET', `/api/group/choice-problem?pid=${made.data.id}`, s.teacher.headers);
    expect(form.data).toMatchObject({
      isFileIO: true,
      ioReadFileName: 'robot.in',
      userExtraFile: { 'map.txt': '#..#\n....' },
    });
    // Switching file IO off drops the names; an empty annex is no annex.
    await send(s.t, 'PUT', '/api/group/choice-problem', s.teacher.headers, {
      ...groupChoiceForm(s.gid, { id: made.data.id, isFileIO: false, ioReadFileName: 'robot.in', userExtraFile: {} }),
    });
    const after = await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=class7a-CT1', s.alice.headers);
    expect(after.data).toMatchObject({
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFile: null,
    });
  });

  test('the back office form takes them as well', async () => {
    await using s = await classSetup();
    const { gid: _gid, ...form } = groupChoiceForm(s.gid, {
      problemId: 'BANKCT',
      isFileIO: true,
      ioReadFileName: 'a.in',
      ioWriteFileName: 'a.out',
      userExtraFile: { 'notes.md': 'hello' },
    });
    const made = await send(s.t, 'POST', '/api/admin/choice-problem', s.root.headers, form);
    expect(made.status).toBe(200);
    const got = await send(s.t, 'GET', `/api/admin/choice-problem?pid=${made.data.id}`, s.root.headers);
    expect(got.data).toMatchObject({
      gid: null,
      isFileIO: true,
      ioWriteFileName: 'a.out',
      userExtraFile: { 'notes.md': 'hello' },
    });
  });
});
