import { expect, test } from 'bun:test';
import type { TFunction } from 'i18next';
import { websiteConfigSchema } from '../../src/contract/site.ts';
import { describeSetting } from '../../src/contract/site-messages.ts';
import { configErrorMap } from '../../ui/features/admin-config/config-messages.ts';
import { translator } from './translator.ts';

type Key = keyof typeof websiteConfigSchema.shape;

/** The form's message under `key` for `value` (undefined: accepted), and the server's words for it. */
function refusal(t: TFunction, key: Key, value: string) {
  const schema = websiteConfigSchema.pick({ [key]: true } as never);
  const form = schema.safeParse({ [key]: value }, { error: configErrorMap(t, { [key]: t(`admin.field.${key}`) }) });
  const server = schema.safeParse({ [key]: value });
  const issue = server.error?.issues[0];
  return { form: form.error?.issues[0]?.message, server: issue && describeSetting(issue.path, issue) };
}

const REFUSED: [Key, string, string][] = [
  ['baseUrl', 'ftp://x', 'Base URL must start with http:// or https://'],
  ['baseUrl', 'https://', 'Base URL must start with http:// or https://'],
  ['smsUrl', 'oj.school.edu/sms', 'Gateway address must start with http:// or https://'],
  [
    'smtpFrom',
    'not an address',
    'Sender address must be an e-mail address such as oj@school.edu or Verdict <oj@school.edu>',
  ],
  [
    'smtpFrom',
    'Verdict <oj>',
    'Sender address must be an e-mail address such as oj@school.edu or Verdict <oj@school.edu>',
  ],
];

test('the settings form refuses an address that is not one in the words the server uses, in both languages', async () => {
  const [en, zh] = [await translator('en-US'), await translator('zh-CN')];
  for (const [key, value, words] of REFUSED) {
    const english = refusal(en, key, value);
    expect([key, value, english.form]).toEqual([key, value, words]);
    expect(english.server?.[0]).toBe(words);
    expect(refusal(zh, key, value).form).toBe(english.server?.[1]);
  }
  expect(refusal(zh, 'smtpFrom', 'x').form).toBe('发件地址应为邮箱地址，如 oj@school.edu 或 Verdict <oj@school.edu>');
});

test('the settings form takes an empty address and an address of each form', async () => {
  const t = await translator('en-US');
  for (const [key, value] of [
    ['baseUrl', ''],
    ['baseUrl', ' https://oj.school.edu/ '],
    ['baseUrl', 'http://10.0.0.5:8080'],
    ['smtpFrom', ''],
    ['smtpFrom', 'judge@school'],
    ['smtpFrom', 'Verdict <oj@school.edu>'],
    ['smsUrl', 'https://sms.example/send?to={phone}'],
  ] as [Key, string][])
    expect([key, value, refusal(t, key, value).form]).toEqual([key, value, undefined]);
});
