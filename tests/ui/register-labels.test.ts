import { expect, test } from 'bun:test';
import i18next from 'i18next';
import { registerSchema } from '../../src/contract/accounts.ts';
import { registerLabels } from '../../ui/features/auth/register-labels.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';
import { formErrorMap } from '../../ui/lib/form-errors.ts';

const filled = {
  username: 'amy',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  email: 'amy@example.com',
  uuid: 'k',
};

// The register form's message under its code field names that field as its label does.
test('a wrong code is named as the field is labelled: the captcha, or the e-mailed code', async () => {
  const i = i18next.createInstance();
  await i.init({
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    lng: 'en-US',
    interpolation: { escapeValue: false },
  });
  const messageOf = (emailEnabled: boolean) =>
    registerSchema.safeParse({ ...filled, code: 'a' }, { error: formErrorMap(i.t, registerLabels(i.t, emailEnabled)) })
      .error?.issues[0]?.message;
  expect(messageOf(false)).toBe('Captcha must be exactly 6 characters');
  expect(messageOf(true)).toBe('Email code must be exactly 6 characters');
  await i.changeLanguage('zh-CN');
  expect(messageOf(true)).toBe('邮箱验证码必须为 6 个字符');
});
