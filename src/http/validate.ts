import type { z } from 'zod';
import { PROBLEM_LIMIT_MIN, PROBLEM_LIMITS } from '../contract/problems.ts';
import { type DescribeField, describeFieldOf } from '../contract/field-messages.ts';
import { AppError, Errors } from '../domain/errors.ts';
import { zhFieldLabel } from './field-labels.ts';

/**
 * Messages a schema may name with `{ message: 'Key' }`; every other zod issue is described from
 * its code. The result always names the field, in both UI languages.
 */
export const VALIDATION_MESSAGES: Record<string, [en: string, zh: string]> = {
  Password_does_not_match: ['The two passwords do not match', '两次输入的密码不一致'],
  Invalid_email: ['Invalid email format', '邮箱格式不正确'],
  New_value_same_as_old: ['The new value must differ from the old one', '新值不能与旧值相同'],
  Invalid_mobile: ['Invalid mobile number', '手机号格式不正确'],
  Invalid_phone_format: ['Invalid phone format', '手机号格式不正确'],
  Invalid_color: ['The title colour is a hex colour such as #ff9900', '头衔颜色应为十六进制颜色，如 #ff9900'],
  Invalid_role: ['The role does not exist', '该角色不存在'],
  Invalid_status: ['The status is normal (0) or disabled (1)', '状态应为正常（0）或禁用（1）'],
  Admin_password_length: ['The password must be 6 to 25 characters', '密码长度应为 6 到 25 个字符'],
  Choose_users: ['Choose at least one user', '请至少选择一个用户'],
  Choose_role_or_status: ['Choose a role or a status', '请选择角色或状态'],
  Contest_or_training: ['Name either a contest (cid) or a training (tid)', '请指定一个比赛（cid）或一个训练（tid）'],
  Time_limit_range: [
    `Time limit must be a whole number from ${PROBLEM_LIMIT_MIN} to ${PROBLEM_LIMITS.timeMax} ms`,
    `时间限制应为 ${PROBLEM_LIMIT_MIN} 到 ${PROBLEM_LIMITS.timeMax} 毫秒之间的整数`,
  ],
  Memory_limit_range: [
    `Memory limit must be a whole number from ${PROBLEM_LIMIT_MIN} to ${PROBLEM_LIMITS.memoryMax} MB`,
    `内存限制应为 ${PROBLEM_LIMIT_MIN} 到 ${PROBLEM_LIMITS.memoryMax} MB 之间的整数`,
  ],
  Stack_limit_range: [
    `Stack limit must be a whole number from ${PROBLEM_LIMIT_MIN} to ${PROBLEM_LIMITS.stackMax} MB`,
    `栈限制应为 ${PROBLEM_LIMIT_MIN} 到 ${PROBLEM_LIMITS.stackMax} MB 之间的整数`,
  ],
};

/** The Chinese names of the types a value may be expected as. */
const ZH_TYPES: Record<string, string> = {
  number: '数字',
  string: '文本',
  boolean: '布尔值',
  object: '对象',
  array: '列表',
  int: '整数',
  date: '日期',
};

function describe(issue: z.core.$ZodIssue): [string, string] {
  const known = VALIDATION_MESSAGES[issue.message];
  if (known) return known;
  const i = issue as z.core.$ZodIssue & {
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    expected?: string;
    input?: unknown;
  };
  const unit = i.origin === 'string' ? [' characters', ' 个字符'] : ['', ''];
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? ['is required', '不能为空']
        : [`must be ${i.expected}`, `类型应为${ZH_TYPES[String(i.expected)] ?? i.expected}`];
    case 'too_small':
      if (i.origin === 'string' && Number(i.minimum) === 1) return ['is required', '不能为空'];
      return [`must be at least ${i.minimum}${unit[0]}`, `不能少于 ${i.minimum}${unit[1]}`];
    case 'too_big':
      return [`must be at most ${i.maximum}${unit[0]}`, `不能超过 ${i.maximum}${unit[1]}`];
    case 'invalid_format':
      return ['has an invalid format', '格式不正确'];
    case 'invalid_value':
      return ['has a value that is not allowed', '取值不在允许范围内'];
    default:
      return [issue.message, issue.message];
  }
}

export function validationError(error: z.ZodError, own?: DescribeField): AppError {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || 'request';
  const e = Errors.Validation('');
  const words = own?.(issue.path, issue);
  if (words) return new AppError(e.code, 400, words[0], words[1], { field });
  const known = VALIDATION_MESSAGES[issue.message];
  const [en, zh] = describe(issue);
  return new AppError(e.code, 400, known ? en : `${field} ${en}`, known ? zh : `${zhFieldLabel(field)}${zh}`, {
    field,
  });
}

/** Parses input with a schema; a failure becomes a 400 naming the field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationError(result.error, describeFieldOf(schema));
  return result.data;
}
