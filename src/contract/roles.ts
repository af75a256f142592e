/** Role codes of spec doc 1 §3 and what each one implies (§6). */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  USER: 1002,
  NO_SUBMIT: 1003,
  NO_POST: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_POST: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
  /** Beyond the spec: runs classes (groups, problems, trainings, contests, exams, student accounts). */
  TEACHER: 1009,
} as const;

export type RoleCode = (typeof Role)[keyof typeof Role];
export const ROLE_CODES = Object.values(Role) as RoleCode[];

/** Role names as the spec lists them (the restricted roles are users with restrictions). */
export const ROLE_NAMES: Record<RoleCode, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'user',
  1003: 'user',
  1004: 'user',
  1005: 'user',
  1006: 'user',
  1007: 'user',
  1008: 'problem_admin',
  1009: 'teacher',
};

const NO_SUBMIT: readonly number[] = [Role.NO_SUBMIT, Role.NO_SUBMIT_NO_POST, Role.NO_SUBMIT_MUTED];
const NO_POST: readonly number[] = [Role.NO_POST, Role.NO_SUBMIT_NO_POST];
const MUTED: readonly number[] = [Role.MUTED, Role.NO_SUBMIT_MUTED];

export const can = {
  submit: (role: number) => !NO_SUBMIT.includes(role),
  /** Create discussions (posts). Muted users may not post either. */
  post: (role: number) => !NO_POST.includes(role) && !MUTED.includes(role),
  /** Comment and reply. */
  comment: (role: number) => !MUTED.includes(role),
  enterAdmin: (role: number) =>
    role === Role.ROOT || role === Role.ADMIN || role === Role.PROBLEM_ADMIN || role === Role.TEACHER,
  manageProblems: (role: number) =>
    role === Role.ROOT || role === Role.ADMIN || role === Role.PROBLEM_ADMIN || role === Role.TEACHER,
  isRoot: (role: number) => role === Role.ROOT,
  isAdmin: (role: number) => role === Role.ROOT || role === Role.ADMIN,
};
