import { expect, test } from 'bun:test';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';
import { acRate, formatMemory, relativeTime } from '../../ui/lib/format.ts';
import { statusIcon, statusNameKey } from '../../ui/lib/judge-status.ts';
import { parseSse } from '../../ui/lib/event-stream.ts';
import { judgeControls, MANUAL_CHOICES, showsScoreField } from '../../ui/components/submission/judge-controls.ts';

test('each status gets the icon of spec §4', () => {
  const icons = Object.fromEntries(Object.entries(JudgeStatus).map(([name, code]) => [name, statusIcon(code)]));
  expect(icons).toEqual({
    NOT_SUBMITTED: 'none',
    SUBMITTED_NO_RESULT: 'warning',
    CANCELLED: 'error',
    PRESENTATION_ERROR: 'error',
    COMPILE_ERROR: 'error',
    WRONG_ANSWER: 'error',
    ACCEPTED: 'success',
    TIME_LIMIT_EXCEEDED: 'error',
    MEMORY_LIMIT_EXCEEDED: 'error',
    RUNTIME_ERROR: 'error',
    SYSTEM_ERROR: 'error',
    PENDING: 'spinner',
    COMPILING: 'spinner',
    JUDGING: 'spinner',
    PARTIAL_ACCEPTED: 'partial',
    SUBMITTING: 'spinner',
    SUBMITTED_FAILED: 'error',
  });
});

test('every status has a name and a help text in both languages', () => {
  const lookup = (dict: object, key: string) =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], dict);
  for (const [name, code] of Object.entries(JudgeStatus)) {
    for (const dict of [enUS, zhCN]) {
      expect(typeof lookup(dict, statusNameKey(code))).toBe('string');
      expect(typeof lookup(dict, `help.status.${name}`)).toBe('string');
    }
  }
  expect(lookup(enUS, statusNameKey(-5))).toBe('Submitted Not Result');
});

test('AC rate has two decimals and is 0.00% without submissions', () => {
  expect([acRate(1, 3), acRate(2, 2), acRate(0, 0), acRate(1, 8)]).toEqual(['33.33%', '100.00%', '0.00%', '12.50%']);
});

test('memory is shown from KB up in the largest fitting unit', () => {
  expect([
    formatMemory(512),
    formatMemory(2048),
    formatMemory(1536),
    formatMemory(3 * 1024 * 1024),
    formatMemory(null),
  ]).toEqual(['512KB', '2MB', '1.5MB', '3GB', '--']);
});

test('submit times read as relative times in both languages', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  expect(relativeTime(now - 3 * 60_000, now, 'en-US')).toBe('3 minutes ago');
  expect(relativeTime(now - 2 * 86_400_000, now, 'zh-CN')).toBe('前天');
  expect(relativeTime(now - 5_000, now, 'en-US')).toBe('5 seconds ago');
});

test('server-sent events are split into complete events, keeping the unfinished tail', () => {
  const first = parseSse(
    'event: status\ndata: {"submitId":1,"status":5}\n\n: keep-alive\n\nevent: status\r\ndata: {"submitId":1,',
  );
  expect(first.events).toEqual([{ event: 'status', data: '{"submitId":1,"status":5}' }]);
  const second = parseSse(`${first.rest}"status":0}\n\n`);
  expect(second).toEqual({ events: [{ event: 'status', data: '{"submitId":1,"status":0}' }], rest: '' });
});

test('manual judging is offered as spec §4 says', () => {
  expect(
    [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR].map(judgeControls).every((c) => !c.popover),
  ).toBe(true);
  expect(judgeControls(JudgeStatus.PENDING)).toEqual({ popover: true, modify: false, cancel: true });
  expect(judgeControls(JudgeStatus.CANCELLED)).toEqual({ popover: true, modify: true, cancel: false });
  expect(judgeControls(JudgeStatus.WRONG_ANSWER)).toEqual({ popover: true, modify: true, cancel: true });
  expect(MANUAL_CHOICES.filter((c) => c.disabled).map((c) => c.status)).toEqual([JudgeStatus.CANCELLED]);
  expect([
    showsScoreField(null, JudgeStatus.ACCEPTED),
    showsScoreField(40, JudgeStatus.ACCEPTED),
    showsScoreField(null, JudgeStatus.PARTIAL_ACCEPTED),
  ]).toEqual([false, true, true]);
});
