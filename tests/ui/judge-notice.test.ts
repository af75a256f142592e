// The dashboard's judge card says why the judge does not judge (not running, its start error and
// next try, a full disk, waiting for space, kept verdicts), in both languages; all well: nothing.
import { expect, test } from 'bun:test';
import type { JudgeServiceInfo } from '../../src/contract/dashboard.ts';
import { JUDGE_WAITING } from '../../src/contract/submissions.ts';
import { judgeNotice } from '../../ui/features/admin-config/judge-notice.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

const storage = {
  fullSince: null,
  lastFailure: null,
  waitingForRoom: false,
  keptVerdicts: 0,
  freeBytes: 40 * 1024 ** 3,
  reserveBytes: 512 * 1024 ** 2,
};
const judge = (over: Partial<JudgeServiceInfo>): JudgeServiceInfo => ({
  running: true,
  workers: 2,
  busy: 0,
  idle: 2,
  active: [],
  queue: { tests: 0, contest: 0, practice: 0 },
  sandbox: null,
  languages: [],
  startError: null,
  nextStartAt: null,
  storage,
  ...over,
});
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)}MB`;
const keys = (info: JudgeServiceInfo) => judgeNotice(info, mb).map((l) => l.key);
/** The text of one line in a dictionary, its {{values}} filled. */
const text = (dict: typeof enUS, line: ReturnType<typeof judgeNotice>[number]) => {
  const raw = (dict.adminConfig.judge as Record<string, string>)[line.key];
  expect(typeof raw).toBe('string');
  return raw!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(line.values?.[k] ?? `?${k}`));
};

test('a running judge with room says nothing', () => {
  expect(keys(judge({}))).toEqual([]);
});

test('a judge that could not start: not running, why, and when it is tried again', () => {
  const info = judge({
    running: false,
    startError: "the data directory's disk has 0 MB free, not more than the reserve of 512 MB",
    nextStartAt: Date.now() + 8000,
  });
  expect(keys(info)).toEqual(['notRunning', 'startError', 'nextStart']);
  const [, why] = judgeNotice(info, mb);
  expect(text(enUS, why!)).toContain('0 MB free');
  expect(text(zhCN, why!)).toContain('0 MB free');
});

test('a full disk: since when, what failed, the judge waiting with the free space and the reserve, the kept verdicts', () => {
  const info = judge({
    storage: {
      ...storage,
      fullSince: Date.now(),
      lastFailure: 'storing the verdict of submission 7',
      waitingForRoom: true,
      keptVerdicts: 2,
      freeBytes: 0,
    },
  });
  expect(keys(info)).toEqual(['storageFull', 'storageLastFailure', 'waitingForRoom', 'keptVerdicts']);
  for (const dict of [enUS, zhCN]) {
    const lines = judgeNotice(info, mb).map((l) => text(dict, l));
    expect(lines.join('\n')).not.toContain('?');
    expect(lines[1]).toContain('submission 7');
    expect(lines[2]).toContain('512');
    expect(lines[3]).toContain('2');
  }
  expect(text(enUS, judgeNotice(info, mb)[0]!)).toContain('storage is full');
});

test('the submit page words each reason a submission waits, in both languages', () => {
  const words = { notRunning: 'judgeNotRunning', storageFull: 'judgeStorageFull' } as const;
  for (const reason of JUDGE_WAITING) {
    for (const dict of [enUS, zhCN])
      expect(typeof (dict.editor as Record<string, string>)[words[reason]]).toBe('string');
  }
  expect(enUS.editor.judgeNotRunning).toContain('The judge is not running; your submission waits in the queue');
});
