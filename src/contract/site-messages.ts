import { z } from 'zod';
import type { DescribeField } from './field-messages.ts';
import { type AddressKind, type WebsiteConfig, websiteConfigSchema } from './site.ts';

export type SettingUnit = 'ms' | 'MB' | 'seconds' | 'hours' | 'days';

/** What each number of the site settings counts (the rest are plain counts). */
export const SETTING_UNITS: Partial<Record<keyof WebsiteConfig, SettingUnit>> = {
  submissionFrequency: 'seconds',
  defaultTimeLimit: 'ms',
  defaultMemoryLimit: 'MB',
  submissionBudgetSeconds: 'seconds',
  memberTimeLimitMax: 'ms',
  memberMemoryLimitMax: 'MB',
  memberStackLimitMax: 'MB',
  memberTestDataMaxMb: 'MB',
  userDiskQuotaMb: 'MB',
  groupDiskQuotaMb: 'MB',
  diskReserveMb: 'MB',
  sessionRenewHours: 'hours',
  sessionIdleDays: 'days',
};

const UNIT_TEXT: Record<SettingUnit, [en: string, zh: string]> = {
  ms: ['ms', '毫秒'],
  MB: ['MB', 'MB '],
  seconds: ['seconds', '秒'],
  hours: ['hours', '小时'],
  days: ['days', '天'],
};

/** The settings as the admin pages name them (without their unit), for the server's refusals. */
const LABELS: Record<keyof WebsiteConfig, [en: string, zh: string]> = {
  baseUrl: ['Base URL', '网站地址'],
  name: ['Site name', '网站名称'],
  shortName: ['Short name', '网站简称'],
  description: ['Description', '网站描述'],
  recordName: ['Record name', '备案号'],
  recordUrl: ['Record URL', '备案链接'],
  projectName: ['Project name', '项目名称'],
  projectUrl: ['Project URL', '项目链接'],
  register: ['Allow registration', '允许注册'],
  showCarousel: ['Show the carousel on the home page', '首页显示轮播图'],
  openPublicDiscussion: ['Public discussion', '公共讨论区'],
  openGroupDiscussion: ['Group discussion', '团队讨论区'],
  openContestComment: ['Contest comments', '比赛评论区'],
  submissionFrequency: ['Seconds between submissions', '两次提交的间隔'],
  captchaOnSubmit: ['Captcha on submit', '提交时需要验证码'],
  defaultTimeLimit: ['Default time limit of a new problem', '新题目默认时间限制'],
  defaultMemoryLimit: ['Default memory limit of a new problem', '新题目默认内存限制'],
  memberTimeLimitMax: ['Highest time limit', '最高时间限制'],
  memberMemoryLimitMax: ['Highest memory limit', '最高内存限制'],
  memberStackLimitMax: ['Highest stack limit', '最高栈限制'],
  memberCaseCountMax: ['Most test cases', '最多测试点数'],
  memberTestDataMaxMb: ['Most test data', '最多测试数据'],
  submissionBudgetSeconds: ['Most judge time one submission may take', '单个提交最多占用的评测时间'],
  judgeUserShare: ['Submissions of one user judged at once while others wait', '他人排队时同一用户同时评测的提交数'],
  groupCreateByUsers: ['Users without a staff role may create groups', '无管理角色的用户也可创建团队'],
  userDiskQuotaMb: ['Disk per user', '每个用户的磁盘配额'],
  groupDiskQuotaMb: ['Disk per group', '每个团队的磁盘配额'],
  diskReserveMb: ['Free disk kept in reserve', '保留的空闲磁盘'],
  discussionAcRequired: ['Accepted problems to post', '发帖所需通过题数'],
  commentAcRequired: ['Accepted problems to comment', '评论所需通过题数'],
  groupAcRequired: ['Accepted problems to create a group', '创建团队所需通过题数'],
  dailyDiscussionLimit: ['Posts per day', '每日发帖数'],
  dailyGroupLimit: ['Groups created per day', '每日创建团队数'],
  totalGroupLimit: ['Groups per user', '每人最多团队数'],
  sessionRenewHours: ['Renew a session after', '会话续期间隔'],
  sessionIdleDays: ['End an unused session after', '闲置会话失效'],
  smtpHost: ['Host', '服务器'],
  smtpPort: ['Port', '端口'],
  smtpSsl: ['TLS from the start (SSL)', '使用 SSL 连接'],
  smtpUsername: ['Username', '用户名'],
  smtpPassword: ['Password', '密码'],
  smtpFrom: ['Sender address', '发件地址'],
  smsEnabled: ['Send codes by SMS', '通过短信发送验证码'],
  smsUrl: ['Gateway address', '网关地址'],
  smsMethod: ['Method', '请求方法'],
  smsHeaders: ['Headers', '请求头'],
  smsBody: ['Body template', '请求体模板'],
  smsSecret: ['Secret (API key)', '密钥（API Key）'],
  smsSender: ['Sender', '发送方签名'],
};

/** What an address setting must look like (site.ts ADDRESS_RULES), after the field's name. */
export const ADDRESS_WORDS: Record<AddressKind, [en: string, zh: string]> = {
  web: ['must start with http:// or https://', '应以 http:// 或 https:// 开头'],
  mail: [
    'must be an e-mail address such as oj@school.edu or Verdict <oj@school.edu>',
    '应为邮箱地址，如 oj@school.edu 或 Verdict <oj@school.edu>',
  ],
};

/**
 * A refused setting in the settings form's words: a number by its name, both bounds and its unit;
 * a switch as on or off; a text by its length; an address by what it must look like; a choice by
 * its options.
 */
export function describeSetting(path: PropertyKey[], issue: z.core.$ZodIssue): [string, string] | undefined {
  const key = String(path[0] ?? '') as keyof WebsiteConfig;
  if (!Object.hasOwn(LABELS, key)) return undefined;
  const [en, zh] = LABELS[key];
  const schema = websiteConfigSchema.shape[key];
  if (schema instanceof z.ZodNumber) {
    const [min, max] = [schema.minValue, schema.maxValue];
    const unit = SETTING_UNITS[key];
    if (!unit) return [`${en} must be a whole number from ${min} to ${max}`, `${zh}应为 ${min} 到 ${max} 之间的整数`];
    const [ue, uz] = UNIT_TEXT[unit];
    return [`${en} must be a whole number from ${min} to ${max} ${ue}`, `${zh}应为 ${min} 到 ${max} ${uz}之间的整数`];
  }
  if (schema instanceof z.ZodBoolean)
    return [`${en} must be on or off (true or false)`, `${zh}应为开或关（true 或 false）`];
  if (schema instanceof z.ZodEnum) {
    const options = schema.options.map(String);
    return [`${en} must be one of ${options.join(', ')}`, `${zh}应为 ${options.join('、')} 之一`];
  }
  const i = issue as { minimum?: number; maximum?: number; origin?: string; params?: { address?: AddressKind } };
  const address = i.params?.address;
  if (issue.code === 'custom' && address)
    return [`${en} ${ADDRESS_WORDS[address][0]}`, `${zh}${ADDRESS_WORDS[address][1]}`];
  if (issue.code === 'invalid_type') return [`${en} must be text`, `${zh}应为文本`];
  if (issue.code === 'too_small' && i.origin === 'string') return [`${en} is required`, `请输入${zh}`];
  if (issue.code === 'too_big' && i.origin === 'string')
    return [`${en} must be at most ${i.maximum} characters`, `${zh}最多 ${i.maximum} 个字符`];
  return undefined;
}

/**
 * The same words for a call whose fields are settings under other names (the mail server's
 * `emailPort`, the switches' `defaultSubmitInterval`): each is named as the settings page names
 * the setting it writes. A field that writes no setting keeps the general words.
 */
export function describeSettingsAs(settings: Readonly<Record<string, keyof WebsiteConfig>>): DescribeField {
  return (path, issue) => {
    const name = String(path[0] ?? '');
    if (!Object.hasOwn(settings, name)) return undefined;
    return describeSetting([settings[name]!, ...path.slice(1)], issue);
  };
}
