import { describe, expect, test } from 'bun:test';
import type { TFunction } from 'i18next';
import { websiteConfigSchema } from '../../src/contract/site.ts';
import { configErrorMap } from '../../ui/features/admin-config/config-messages.ts';
import { translator } from './translator.ts';

/** The message the settings form shows under a field given `value`, as the page labels it. */
function messageOf(t: TFunction, key: keyof typeof websiteConfigSchema.shape, value: unknown): string | undefined {
  const labels = { [key]: t(`admin.field.${key}`) };
  const schema = websiteConfigSchema.pick({ [key]: true } as never);
  const parsed = schema.safeParse({ [key]: value }, { error: configErrorMap(t, labels) });
  return parsed.error?.issues[0]?.message;
}

describe('the site settings form names a number field as its label does, with its bounds and unit', () => {
  test('English', async () => {
    const t = await translator('en-US');
    for (const bad of [0, 60_001, 1.5, Number.NaN])
      expect(messageOf(t, 'defaultTimeLimit', bad)).toBe(
        'Default time limit of a new problem must be a whole number from 1 to 60000 ms',
      );
    expect(messageOf(t, 'memberTimeLimitMax', 0)).toBe('Highest time limit must be a whole number from 1 to 60000 ms');
    expect(messageOf(t, 'memberMemoryLimitMax', 5000)).toBe(
      'Highest memory limit must be a whole number from 1 to 4096 MB',
    );
    expect(messageOf(t, 'submissionBudgetSeconds', 5)).toBe(
      'Most judge time one submission may take must be a whole number from 10 to 3600 seconds',
    );
    expect(messageOf(t, 'memberCaseCountMax', 0)).toBe('Most test cases must be a whole number from 1 to 10000');
    expect(messageOf(t, 'defaultTimeLimit', 1000)).toBeUndefined();
    // Other fields keep the messages every form gives.
    expect(messageOf(t, 'name', '')).toBe('Site name is required'.replace('Site name', t('admin.field.name')));
  });

  test('Chinese', async () => {
    const t = await translator('zh-CN');
    expect(messageOf(t, 'defaultTimeLimit', 0)).toBe('新题目默认时间限制应为 1 到 60000 毫秒之间的整数');
    expect(messageOf(t, 'memberTimeLimitMax', 99_999)).toBe('最高时间限制应为 1 到 60000 毫秒之间的整数');
    expect(messageOf(t, 'diskReserveMb', -1)).toBe('保留的空闲磁盘应为 0 到 1000000 MB 之间的整数');
    expect(messageOf(t, 'memberCaseCountMax', Number.NaN)).toBe('最多测试点数应为 1 到 10000 之间的整数');
  });
});
