import { describe, expect, test } from 'bun:test';
import { createAdmin } from '../../src/domain/accounts/admin-accounts.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { solvedCaptcha } from './account-helpers.ts';

/**
 * Usernames that look like another account's are refused wherever a username is set
 * (registration, the command line's create-admin, the back office's edit, import and generation),
 * with a message naming the kind of character or the scripts mixed. Chinese usernames still work.
 */

type T = ReturnType<typeof makeTestApp>;

/** Hostile names, each with the English and Chinese message it gets. */
const HOSTILE: [name: string, en: string, zh: string][] = [
  [
    'ad\u200Bmin',
    'The username contains an invisible format character (U+200B), such as a zero-width space or a text-direction mark; remove it',
    '用户名含有不可见的格式字符（U+200B），如零宽空格或文字方向控制符；请删除',
  ],
  [
    'admin\u202Egpj',
    'The username contains an invisible format character (U+202E), such as a zero-width space or a text-direction mark; remove it',
    '用户名含有不可见的格式字符（U+202E），如零宽空格或文字方向控制符；请删除',
  ],
  [
    'te\u200Dacher',
    'The username contains an invisible format character (U+200D), such as a zero-width space or a text-direction mark; remove it',
    '用户名含有不可见的格式字符（U+200D），如零宽空格或文字方向控制符；请删除',
  ],
  [
    '\u0430dmin',
    'The username mixes Latin and Cyrillic letters, which can look alike; use the letters of one script',
    '用户名混用了拉丁与西里尔字母，容易被看错；请只用一种文字的字母',
  ],
  [
    'r\u043Eot',
    'The username mixes Latin and Cyrillic letters, which can look alike; use the letters of one script',
    '用户名混用了拉丁与西里尔字母，容易被看错；请只用一种文字的字母',
  ],
  [
    '\u0391lice',
    'The username mixes Latin and Greek letters, which can look alike; use the letters of one script',
    '用户名混用了拉丁与希腊字母，容易被看错；请只用一种文字的字母',
  ],
  [
    '\uFF41dmin',
    'The username contains a full-width, decomposed or other look-alike form of a character (U+FF41 "\uFF41"); write it as "admin"',
    '用户名含有全角、分解或其他形似形式的字符（U+FF41“\uFF41”）；请写作“admin”',
  ],
  ['a\u0007b', 'The username contains a control character (U+0007); remove it', '用户名含有控制字符（U+0007）；请删除'],
  [
    'al ice',
    'The username contains a space (U+0020); use letters, digits 0-9, _ - or .',
    '用户名含有空格（U+0020）；请只用字母、数字 0-9 和 _ - .',
  ],
  [
    'ali<b>',
    'The username contains "<" (U+003C), which usernames do not allow; use letters, digits 0-9, _ - or .',
    '用户名含有不允许的字符“<”（U+003C）；请只用字母、数字 0-9 和 _ - .',
  ],
];

const FINE = ['alice', '张三', '李四2024', 'zhang.san_01-x', 'Zoë'];

async function register(t: T, username: string, lang = 'en-US') {
  const { captchaKey, answer } = await solvedCaptcha(t.app, t.deps);
  const email = `r${Math.random().toString(36).slice(2)}@example.com`;
  return call(t.app, '/api/register', {
    method: 'POST',
    headers: { 'Accept-Language': lang },
    json: { username, password: 'secret123', confirmPassword: 'secret123', email, code: answer, uuid: captchaKey },
  });
}

describe('look-alike usernames', () => {
  test('registration refuses each hostile name in both languages and accepts plain and Chinese names', async () => {
    using t = makeTestApp();
    for (const [name, en, zh] of HOSTILE) {
      expect([name, (await register(t, name)).env.msg]).toEqual([name, en]);
      expect([name, (await register(t, name, 'zh-CN')).env.msg]).toEqual([name, zh]);
    }
    for (const name of FINE) expect([name, (await register(t, name)).env.status]).toEqual([name, 200]);
  });

  test('the command line refuses them for an admin', async () => {
    using t = makeTestApp();
    for (const [name, en] of HOSTILE) expect(createAdmin(t.deps.db, name, 'secret123')).rejects.toThrow(en);
    expect((await createAdmin(t.deps.db, '管理员', 'secret123')).username).toBe('管理员');
  });

  test("the back office's edit refuses a new hostile username; an unchanged one is kept", async () => {
    using t = makeTestApp();
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const student = await createUserAndLogin(t.deps, t.app, { username: 'bob' });
    const { env } = await call(t.app, '/api/admin/user/get-user-list?keyword=bob', { headers: root.headers });
    const row = env.data.records[0];
    const form = {
      uid: student.uid,
      username: 'bob',
      nickname: '',
      realname: '',
      email: row.email,
      mobile: '',
      gender: 'secrecy',
      school: '',
      number: '',
      github: '',
      blog: '',
      cfUsername: '',
      signature: '',
      titleName: '',
      titleColor: '',
      type: 1002,
      status: 0,
    };
    for (const [name, en] of HOSTILE.slice(0, 4)) {
      expect(
        (
          await call(t.app, '/api/admin/user/edit-user', {
            method: 'PUT',
            headers: root.headers,
            json: { ...form, username: name },
          })
        ).env.msg,
      ).toBe(en);
    }
    expect(
      (
        await call(t.app, '/api/admin/user/edit-user', {
          method: 'PUT',
          headers: root.headers,
          json: { ...form, nickname: 'B' },
        })
      ).env.status,
    ).toBe(200);
  });

  test('import names the row and the kind; generation refuses a hostile prefix or suffix', async () => {
    using t = makeTestApp();
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const form = new FormData();
    const csv = `${HOSTILE[0]![0]},secret123\n${HOSTILE[3]![0]},secret123\n王五,secret123\n`;
    form.set('file', new File([csv], 'class.csv', { type: 'text/csv' }));
    const preview = await call(t.app, '/api/admin/user/preview-batch-user', {
      method: 'POST',
      body: form,
      headers: root.headers,
    });
    expect(
      preview.env.data.problems.map((p: { row: number; column: string; message: string }) => [
        p.row,
        p.column,
        p.message,
      ]),
    ).toEqual([
      [1, 'username', HOSTILE[0]![1]],
      [2, 'username', HOSTILE[3]![1]],
    ]);
    const insert = await call(t.app, '/api/admin/user/insert-batch-user', {
      method: 'POST',
      headers: root.headers,
      json: { users: [[HOSTILE[3]![0], 'secret123']] },
    });
    expect(insert.env.status).toBe(400);
    expect(insert.env.msg).toContain(HOSTILE[3]![1]);
    const generate = (prefix: string, suffix = '') =>
      call(t.app, '/api/admin/user/generate-user', {
        method: 'POST',
        headers: root.headers,
        json: { prefix, suffix, number_from: 1, number_to: 3, password_length: 8 },
      });
    expect((await generate('\u0441lass')).env.msg).toBe(
      'The username mixes Latin and Cyrillic letters, which can look alike; use the letters of one script',
    );
    expect((await generate('s', '\u200B')).env.msg).toBe(HOSTILE[0]![1]);
    expect((await generate('班级')).env.status).toBe(200);
  });
});
