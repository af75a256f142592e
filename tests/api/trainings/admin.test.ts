import { describe, expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { addProblem, createCategory, createTraining, send, setup, trainingForm } from './helpers.ts';

describe('the training form', () => {
  test('the rules of doc 3 §5 answer in order, in both languages', async () => {
    await using s = await setup();
    const h = s.root.headers;
    const steps: [Record<string, unknown>, number | null, string][] = [
      [{ rank: null }, s.categoryId, 'Training rank is required'],
      [{ rank: 'ten' }, s.categoryId, 'The rank must be an integer from 0 to 2147483647'],
      [{ rank: 2147483648 }, s.categoryId, 'The rank must be an integer from 0 to 2147483647'],
      [{ rank: -1 }, s.categoryId, 'The rank must be an integer from 0 to 2147483647'],
      [{ title: '   ' }, s.categoryId, 'Training title is required'],
      [{ description: '' }, s.categoryId, 'Training description is required'],
      [{}, null, 'Training category is required'],
      [{ auth: 'Private', privatePwd: ' ' }, s.categoryId, 'A private training needs a password'],
      [{ openFrom: 'not a date' }, s.categoryId, 'The open-from time is not a date'],
      [
        { openFrom: Date.now(), dueAt: Date.now() - 1000 },
        s.categoryId,
        'The due date must be a date after the open-from time',
      ],
    ];
    for (const [fields, category, message] of steps) {
      const env = await send(
        s.t,
        'POST',
        '/api/admin/training',
        h,
        trainingForm(category, { rank: 1000, title: 'T', description: 'D', ...fields }),
      );
      expect({ fields, status: env.status, msg: env.msg }).toEqual({ fields, status: 400, msg: message });
    }
    const zh = await call(s.t.app, '/api/admin/training', {
      method: 'POST',
      headers: { ...h, 'Accept-Language': 'zh-CN' },
      json: trainingForm(s.categoryId, { title: '' }),
    });
    expect(zh.env.msg).toBe('训练标题不能为空');
    const unknownCategory = await send(s.t, 'POST', '/api/admin/training', h, trainingForm(999999));
    expect(unknownCategory.msg).toBe('The training category does not exist');
    const nothing = await send(s.t, 'POST', '/api/admin/training', h, 'not an object');
    expect(nothing.status).toBe(400);
  });

  test('create, read, edit, hide and delete; a rank given as text is read as a number', async () => {
    await using s = await setup();
    const h = s.root.headers;
    const created = await send(
      s.t,
      'POST',
      '/api/admin/training',
      h,
      trainingForm(s.categoryId, { rank: '7', auth: 'Private', privatePwd: ' pw ' }),
    );
    expect(created.status).toBe(200);
    const tid = created.data.training.id;
    expect(created.data.training).toMatchObject({
      rank: 7,
      auth: 'Private',
      privatePwd: 'pw',
      categoryName: 'Basics',
      author: s.root.username,
    });
    const edited = await send(
      s.t,
      'PUT',
      '/api/admin/training',
      h,
      trainingForm(s.categoryId, { id: tid, title: 'Arrays', auth: 'Public', privatePwd: 'ignored' }),
    );
    expect(edited.data.training).toMatchObject({ title: 'Arrays', auth: 'Public', privatePwd: '' });
    expect(
      (await send(s.t, 'PUT', `/api/admin/training/change-training-status?tid=${tid}&status=false`, h)).status,
    ).toBe(200);
    expect((await send(s.t, 'GET', '/api/get-training-list', undefined)).data.total).toBe(0);
    expect((await send(s.t, 'GET', `/api/get-training-detail?tid=${tid}`, s.alice.headers)).msg).toBe(
      'The training does not exist',
    );
    expect((await send(s.t, 'GET', `/api/get-training-detail?tid=${tid}`, h)).data.title).toBe('Arrays');
    expect((await send(s.t, 'DELETE', `/api/admin/training?tid=${tid}`, h)).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/admin/training?tid=${tid}`, h)).msg).toBe('The training does not exist');
    expect((await send(s.t, 'GET', '/api/admin/training/get-training-list', h)).data.total).toBe(0);
  });

  test('an admin manages their own trainings only; the super admin every one', async () => {
    await using s = await setup();
    const mine = await createTraining(s.t, s.admin.headers, s.categoryId);
    const roots = await createTraining(s.t, s.root.headers, s.categoryId, { title: 'Root' });
    expect(
      (await send(s.t, 'GET', '/api/admin/training/get-training-list', s.admin.headers)).data.records.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([mine]);
    expect((await send(s.t, 'GET', '/api/admin/training/get-training-list', s.root.headers)).data.total).toBe(2);
    for (const [method, path, json] of [
      ['GET', `/api/admin/training?tid=${roots}`, undefined],
      ['PUT', '/api/admin/training', trainingForm(s.categoryId, { id: roots })],
      ['DELETE', `/api/admin/training?tid=${roots}`, undefined],
      ['PUT', `/api/admin/training/change-training-status?tid=${roots}&status=false`, undefined],
      ['POST', '/api/admin/training/add-problem-from-public', { tid: roots, pid: s.problem.id }],
      ['GET', `/api/admin/training/get-problem-list?tid=${roots}`, undefined],
    ] as const) {
      const env = await send(s.t, method, path, s.admin.headers, json);
      expect({ path, msg: env.msg }).toEqual({
        path,
        msg: "Only the training's author or the super admin may do this",
      });
    }
    expect((await send(s.t, 'GET', `/api/admin/training?tid=${mine}`, s.root.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', '/api/admin/training/get-training-list', s.alice.headers)).status).toBe(403);
  });
});

describe('training problems in the back office', () => {
  test('public bank problems are added once, ordered by rank, removed; others are refused', async () => {
    await using s = await setup();
    const h = s.root.headers;
    const hidden = await addProblem(s.t, s.root, { problemId: 'P3', title: 'Hidden', auth: 2 });
    const tid = await createTraining(s.t, h, s.categoryId);
    const picker = await send(s.t, 'GET', `/api/admin/training/get-problem-list?tid=${tid}&keyword=second`, h);
    expect(picker.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['P2']);
    const first = await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', h, { tid, pid: s.problem.id });
    const second = await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', h, {
      tid,
      pid: s.second.id,
      displayId: 'Two',
    });
    expect([first.data.displayId, second.data.displayId]).toEqual(['P1000', 'Two']);
    expect(
      (await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', h, { tid, pid: s.problem.id })).msg,
    ).toBe('The problem is already in this training');
    expect(
      (await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', h, { tid, pid: hidden.id })).msg,
    ).toBe('Only public problems of the bank can be added to a training');
    expect((await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', h, { tid, pid: 999999 })).msg).toBe(
      'The problem does not exist',
    );
    const remaining = await send(s.t, 'GET', `/api/admin/training/get-problem-list?tid=${tid}`, h);
    expect(remaining.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([]);
    // Second first: a lower rank.
    expect(
      (await send(s.t, 'PUT', '/api/admin/training/problem', h, { id: second.data.id, tid, displayId: 'Two', rank: 1 }))
        .data.rank,
    ).toBe(1);
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/training/problem', h, {
          id: second.data.id,
          tid,
          displayId: 'Two',
          rank: -5,
        })
      ).status,
    ).toBe(400);
    const existed = await send(s.t, 'GET', `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true`, h);
    expect(existed.data.records.map((r: { link: { displayId: string } }) => r.link.displayId)).toEqual([
      'Two',
      'P1000',
    ]);
    const list = await send(s.t, 'GET', `/api/get-training-problem-list?tid=${tid}`, s.alice.headers);
    expect(list.data.map((r: { displayId: string }) => r.displayId)).toEqual(['Two', 'P1000']);
    expect((await send(s.t, 'DELETE', `/api/admin/training/problem?tid=${tid}&pid=${s.second.id}`, h)).status).toBe(
      200,
    );
    expect((await send(s.t, 'DELETE', `/api/admin/training/problem?tid=${tid}&pid=${s.second.id}`, h)).msg).toBe(
      'The problem is not part of this training',
    );
    const listed = await send(s.t, 'GET', '/api/get-training-list', s.alice.headers);
    expect(listed.data.records[0]).toMatchObject({ problemCount: 1, acCount: 0, categoryColor: '#2d8cf0' });
  });
});

describe('training categories', () => {
  test('names are unique, colours checked, and a category in use is deleted only by moving its trainings', async () => {
    await using s = await setup();
    const h = s.root.headers;
    expect((await send(s.t, 'POST', '/api/admin/training/category', h, { name: 'Basics', color: '#000000' })).msg).toBe(
      'A training category named Basics already exists',
    );
    expect((await send(s.t, 'POST', '/api/admin/training/category', h, { name: 'Bad', color: 'red; x' })).status).toBe(
      400,
    );
    const other = await createCategory(s.t, h, 'Graphs', '#ff0000');
    const renamed = await send(s.t, 'PUT', '/api/admin/training/category', h, {
      id: other,
      name: 'Graph theory',
      color: '#00ff00',
    });
    expect(renamed.data).toMatchObject({ name: 'Graph theory', color: '#00ff00' });
    const tid = await createTraining(s.t, h, s.categoryId);
    const refused = await send(s.t, 'DELETE', `/api/admin/training/category?cid=${s.categoryId}`, h);
    expect(refused.msg).toBe('Trainings still use this category (1): choose a category to move them to');
    expect((await send(s.t, 'DELETE', `/api/admin/training/category?cid=${s.categoryId}&moveTo=999999`, h)).msg).toBe(
      'The training category does not exist',
    );
    expect(
      (await send(s.t, 'DELETE', `/api/admin/training/category?cid=${s.categoryId}&moveTo=${other}`, h)).status,
    ).toBe(200);
    expect((await send(s.t, 'GET', `/api/admin/training?tid=${tid}`, h)).data.trainingCategory.name).toBe(
      'Graph theory',
    );
    expect(
      (await send(s.t, 'GET', '/api/get-training-category', undefined)).data.map((c: { name: string }) => c.name),
    ).toEqual(['General / 综合', 'Graph theory']);
    expect(
      (await send(s.t, 'POST', '/api/admin/training/category', s.alice.headers, { name: 'Mine', color: '#000000' }))
        .status,
    ).toBe(403);
  });
});
