import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { groupMembers, userMessages, users } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { send, setup as groupSetup, type Headers } from './helpers.ts';

// Each setup hashes passwords for six accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

/** Class 7A (the teacher owns it) with Alice (member) and Carol (group admin); Bob applied; Dave is outside. */
async function setup() {
  const s = await groupSetup();
  const gid = await s.createGroup(s.teacher.headers);
  const now = new Date();
  s.t.deps.db
    .insert(groupMembers)
    .values([
      { gid, uid: s.alice.uid, auth: 3, createdAt: now, updatedAt: now },
      { gid, uid: s.carol.uid, auth: 4, createdAt: now, updatedAt: now },
      { gid, uid: s.bob.uid, auth: 1, reason: 'let me in', createdAt: now, updatedAt: now },
    ])
    .run();
  const preview = (
    headers: Headers | undefined,
    text: string | Uint8Array<ArrayBuffer>,
    name = 'class.csv',
    g = gid,
  ) => {
    const form = new FormData();
    form.append('file', new File([text], name, { type: 'text/csv' }));
    return call(s.t.app, `/api/group/roster-preview?gid=${g}`, { method: 'POST', headers, body: form });
  };
  const add = (headers: Headers | undefined, rows: string[][]) =>
    send(s.t, 'POST', '/api/group/roster-add', headers, { gid, rows });
  const levelOf = (uid: string) =>
    s.t.deps.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
      .get()?.auth ?? 0;
  return { ...s, gid, preview, add, levelOf };
}

const states = (lines: { line: number; username: string; state: string }[]) =>
  lines.map((l) => [l.line, l.username, l.state]);

describe('roster: who may add a class', () => {
  test('a visitor, a non-member and a plain member are refused, previewing and adding; nobody joins', async () => {
    await using s = await setup();
    expect((await s.preview(undefined, s.dave.username)).status).toBe(401);
    for (const who of [s.alice, s.dave, s.bob]) {
      expect({ who: who.username, status: (await s.preview(who.headers, s.dave.username)).env.status }).toEqual({
        who: who.username,
        status: 403,
      });
      expect({ who: who.username, status: (await s.add(who.headers, [[s.dave.username]])).status }).toEqual({
        who: who.username,
        status: 403,
      });
    }
    expect(s.levelOf(s.dave.uid)).toBe(0);
  });

  test("a group admin cannot create accounts, reset an existing one or raise anyone: account lines are the super admin's, members keep their level", async () => {
    await using s = await setup();
    const { env } = await s.preview(
      s.carol.headers,
      `${s.teacher.username}\n${s.carol.username}\nnewkid,secret123\n${s.admin.username},hacked123\n`,
    );
    expect(states(env.data.lines)).toEqual([
      [1, s.teacher.username, 'member'],
      [2, s.carol.username, 'member'],
      [3, 'newkid', 'invalid'],
      [4, s.admin.username, 'invalid'],
    ]);
    expect(env.data.lines[2].message).toBe(
      'Only the super admin may create accounts from a roster: give usernames only',
    );
    expect((await s.add(s.carol.headers, [[s.admin.username, 'hacked123']])).msg).toBe(
      `Nothing was added: line 1 (${s.admin.username}): Only the super admin may create accounts from a roster: give usernames only`,
    );
    expect((await s.add(s.carol.headers, [[s.teacher.username], [s.carol.username]])).msg).toBe(
      'No line of the roster can be added',
    );
    expect([s.levelOf(s.teacher.uid), s.levelOf(s.carol.uid), s.levelOf(s.admin.uid)]).toEqual([5, 4, 0]);
    // The super admin's account line naming an existing account is refused: its password is not reset.
    const root = await s.preview(s.root.headers, `${s.admin.username},hacked123\n`);
    expect(root.env.data.lines[0]).toMatchObject({
      state: 'invalid',
      message: `The username ${s.admin.username} already exists`,
    });
    const before = s.t.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.uid, s.admin.uid)).get()!.h;
    expect((await s.add(s.root.headers, [[s.admin.username, 'hacked123']])).status).toBe(400);
    expect(s.t.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.uid, s.admin.uid)).get()!.h).toBe(
      before,
    );
  });
});

describe('roster: files', () => {
  test('a file too large, of the wrong type, not UTF-8, empty or with too many lines is refused before anything is read into the group', async () => {
    await using s = await setup();
    const cases: [string | Uint8Array<ArrayBuffer>, string, string][] = [
      ['x'.repeat(64 * 1024 + 1), 'big.csv', 'Exceed max size limit (64 KB)'],
      [s.dave.username, 'class.xlsx', 'The roster must be a CSV file (.csv or .txt)'],
      [
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]),
        'picture.csv',
        'The file is not UTF-8 text: save it as "CSV UTF-8"',
      ],
      ['username\n\n', 'empty.csv', 'The file holds no usernames'],
      [
        Array.from({ length: 501 }, (_, i) => `kid${i}`).join('\n'),
        'many.csv',
        'A roster may hold at most 500 lines; this one holds 501',
      ],
      ['"never closed\n', 'quote.csv', 'Line 1: a quoted field is not closed'],
    ];
    for (const [text, name, msg] of cases) {
      const { res, env } = await s.preview(s.teacher.headers, text, name);
      expect({ name, http: res.status, msg: env.msg }).toEqual({ name, http: 200, msg });
    }
    const none = await call(s.t.app, `/api/group/roster-preview?gid=${s.gid}`, {
      method: 'POST',
      headers: s.teacher.headers,
      body: new FormData(),
    });
    expect(none.env.msg).toBe('file is required');
    expect((await send(s.t, 'POST', '/api/group/roster-add', s.teacher.headers, { gid: s.gid, rows: [] })).status).toBe(
      400,
    );
    expect(
      (await send(s.t, 'POST', '/api/group/roster-add', s.teacher.headers, { gid: s.gid, rows: 'x' })).status,
    ).toBe(400);
  });
});

describe('roster: preview, then add', () => {
  test('every line is named: joins, members already, unknown, repeated, too long; the add joins at level 3 with the welcome message', async () => {
    await using s = await setup();
    const text = `username\r\n${s.dave.username.toUpperCase()}\r\n${s.alice.username}\r\nnobody-here\r\n${s.bob.username}\r\n${s.dave.username}\r\n${'x'.repeat(21)}\r\n`;
    const { env } = await s.preview(s.teacher.headers, text);
    expect(states(env.data.lines)).toEqual([
      [2, s.dave.username, 'join'],
      [3, s.alice.username, 'member'],
      [4, 'nobody-here', 'unknown'],
      [5, s.bob.username, 'join'],
      [6, s.dave.username, 'invalid'],
      [7, 'x'.repeat(21), 'invalid'],
    ]);
    expect(env.data.lines.map((l: { message: string | null }) => l.message)).toEqual([
      null,
      `${s.alice.username} is already a member of the group`,
      'No account is named nobody-here',
      null,
      `The username ${s.dave.username} is also on line 2`,
      `The username ${'x'.repeat(21)} is longer than 20 characters`,
    ]);
    expect((await s.add(s.teacher.headers, [[s.dave.username], ['nobody-here']])).msg).toBe(
      'Nothing was added: line 2 (nobody-here): No account is named nobody-here',
    );
    expect(s.levelOf(s.dave.uid)).toBe(0);
    const added = await s.add(s.teacher.headers, [[s.dave.username], [s.bob.username], [s.alice.username]]);
    expect({ status: added.status, data: added.data }).toEqual({
      status: 200,
      data: { joined: 2, created: 0, invited: 0 },
    });
    expect([s.levelOf(s.dave.uid), s.levelOf(s.bob.uid), s.levelOf(s.alice.uid)]).toEqual([3, 3, 3]);
    const welcome = s.t.deps.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.uid, s.dave.uid))
      .all()
      .map((m) => m.title);
    expect(welcome).toEqual(['Welcome to Class 7A']);
    const zh = await call(s.t.app, `/api/group/roster-preview?gid=${s.gid}`, {
      method: 'POST',
      headers: { ...s.teacher.headers, 'Accept-Language': 'zh-CN' },
      body: (() => {
        const f = new FormData();
        f.append('file', new File(['nobody-here'], 'a.txt'));
        return f;
      })(),
    });
    expect(zh.env.data.lines[0].message).toBe('没有名为 nobody-here 的账号');
  });

  test("the super admin creates accounts through the back office's import and joins them; a bad account line refuses them all", async () => {
    await using s = await setup();
    const text = `newkid1,secret123,kid1@example.com,Kid One\nnewkid2,secret456\n${s.dave.username}\nbadkid,123\n`;
    const { env } = await s.preview(s.root.headers, text);
    expect(states(env.data.lines)).toEqual([
      [1, 'newkid1', 'create'],
      [2, 'newkid2', 'create'],
      [3, s.dave.username, 'join'],
      [4, 'badkid', 'invalid'],
    ]);
    expect(env.data.lines[3].message).toBe('The password must be 6 to 25 characters');
    expect(
      (
        await s.add(
          s.root.headers,
          env.data.lines.map((l: { fields: string[] }) => l.fields),
        )
      ).msg,
    ).toBe('Nothing was added: line 4 (badkid): The password must be 6 to 25 characters');
    expect(s.t.deps.db.select().from(users).where(eq(users.username, 'newkid1')).get()).toBeUndefined();
    const ok = await s.add(
      s.root.headers,
      env.data.lines.slice(0, 3).map((l: { fields: string[] }) => l.fields),
    );
    expect(ok.data).toEqual({ joined: 3, created: 2, invited: 0 });
    const kid = s.t.deps.db.select().from(users).where(eq(users.username, 'newkid1')).get()!;
    expect({ realname: kid.realname, email: kid.email, role: kid.role, level: s.levelOf(kid.uid) }).toEqual({
      realname: 'Kid One',
      email: 'kid1@example.com',
      role: 1002,
      level: 3,
    });
    expect(
      (await call(s.t.app, '/api/login', { method: 'POST', json: { username: 'newkid2', password: 'secret456' } })).env
        .status,
    ).toBe(200);
  });
});
