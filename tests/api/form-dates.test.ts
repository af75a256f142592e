import { describe, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { contestForm, setup as contestSetup } from './contests/helpers.ts';
import { createCategory, trainingForm } from './trainings/helpers.ts';

/**
 * Huge, negative or otherwise impossible dates in the contest and training forms (1e308 is a
 * finite number, but no date) are refused with a message naming the field, never a 500 and never
 * a half-written row. Dates run from 1970 to the end of 2099.
 */

const HOSTILE = [1e308, -1e308, 8.64e15 + 1, 1e17, -1, Date.UTC(2100, 0, 1)];

describe('dates of the admin forms', () => {
  test('contest start and end times out of range are refused in both languages', async () => {
    await using s = await contestSetup();
    const h = s.root.headers;
    const post = async (path: string, form: Record<string, unknown>, lang = 'en-US') =>
      (await call(s.t.app, path, { method: 'POST', headers: { ...h, 'Accept-Language': lang }, json: form })).res;
    for (const bad of HOSTILE) {
      for (const [field, en] of [
        ['startTime', 'The contest start time must be a date from 1970 to 2099'],
        ['endTime', 'The contest end time must be a date from 1970 to 2099'],
      ] as const) {
        const res = await call(s.t.app, '/api/admin/contest', {
          method: 'POST',
          headers: h,
          json: contestForm({ [field]: bad }),
        });
        expect({ bad, field, http: res.status, status: res.env.status, msg: res.env.msg }).toEqual({
          bad,
          field,
          http: 200,
          status: 400,
          msg: en,
        });
      }
      const sealed = await call(s.t.app, '/api/admin/contest', {
        method: 'POST',
        headers: h,
        json: contestForm({ sealRank: true, sealRankTime: bad }),
      });
      expect([bad, sealed.env.status]).toEqual([bad, 400]);
    }
    const zh = await call(s.t.app, '/api/admin/contest', {
      method: 'POST',
      headers: { ...h, 'Accept-Language': 'zh-CN' },
      json: contestForm({ endTime: 1e308 }),
    });
    expect(zh.env.msg).toBe('比赛结束时间必须是 1970 年至 2099 年之间的日期');
    expect((await post('/api/admin/contest', contestForm({ endTime: '99999-01-01' }))).status).toBe(200);
    const list = await call(s.t.app, '/api/admin/contest/get-contest-list?currentPage=1&limit=10', { headers: h });
    expect(list.env.data.total).toBe(0);
  });

  test('training open-from and due dates out of range are refused in both languages', async () => {
    await using s = await contestSetup();
    const h = s.root.headers;
    const category = await createCategory(s.t, h);
    for (const bad of HOSTILE) {
      const open = await call(s.t.app, '/api/admin/training', {
        method: 'POST',
        headers: h,
        json: trainingForm(category, { openFrom: bad }),
      });
      expect({ bad, http: open.status, msg: open.env.msg }).toEqual({
        bad,
        http: 200,
        msg: 'The open-from time must be a date from 1970 to 2099',
      });
      const due = await call(s.t.app, '/api/admin/training', {
        method: 'POST',
        headers: h,
        json: trainingForm(category, { dueAt: bad }),
      });
      expect({ bad, http: due.status, msg: due.env.msg }).toEqual({
        bad,
        http: 200,
        msg: 'The due date must be a date from 1970 to 2099',
      });
    }
    const zh = await call(s.t.app, '/api/admin/training', {
      method: 'POST',
      headers: { ...h, 'Accept-Language': 'zh-CN' },
      json: trainingForm(category, { dueAt: 1e308 }),
    });
    expect(zh.env.msg).toBe('截止时间必须是 1970 年至 2099 年之间的日期');
    expect((await call(s.t.app, '/api/get-training-list?currentPage=1&limit=10', { headers: h })).env.data.total).toBe(
      0,
    );
  });
});
