import { describe, expect, test } from 'bun:test';
import i18next from 'i18next';
import { firstBrokenGroupRule } from '../../src/contract/group-form-rules.ts';
import { groupFormSchema } from '../../src/contract/groups.ts';
import { groupRuleText } from '../../ui/features/group/group-rule-text.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

const form = (shortName: string) =>
  groupFormSchema.parse({ name: 'Class 7A', shortName, brief: 'Our class', description: 'Homework.', auth: 1 });

describe('the group short name rule says why it refuses', () => {
  test('5–10 letters or digits: spaces, dashes, other scripts and lengths outside are refused', () => {
    for (const bad of ['7a', 'class 7a', 'class-7a', '七年级一班级', 'abcdefghijk'])
      expect([bad, firstBrokenGroupRule(form(bad))?.field]).toEqual([bad, 'shortName']);
    for (const good of ['class7a', 'S7A01', 'abcdefghij'])
      expect([good, firstBrokenGroupRule(form(good))]).toEqual([good, null]);
  });

  test('the form names the rule in both languages', async () => {
    const t = i18next.createInstance();
    await t.init({
      resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
      lng: 'en-US',
      interpolation: { escapeValue: false },
    });
    const issue = firstBrokenGroupRule(form('class 7a'))!;
    expect(groupRuleText(t.t, issue)).toBe('Short name must be 5–10 letters or digits');
    await t.changeLanguage('zh-CN');
    expect(groupRuleText(t.t, issue)).toBe('团队简称必须是 5–10 个字母或数字');
    expect(t.t('group.form.shortNameHint')).toContain('5–10');
  });
});
