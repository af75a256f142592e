import { z } from 'zod';
import { ROLE_CODES, Role, type RoleCode } from './roles.ts';

/**
 * The permissions a role may hold (spec doc 3 §3 "auth" and "role auth"; the `perm …` names of
 * API-NEXT). The server decides by the map stored in `role_permissions`, which the super admin
 * edits for every role below the super admin; the super admin always holds all of them.
 */
export const PERMISSIONS = [
  { id: 'submit', en: 'Submit code and run tests', zh: '提交代码与在线自测' },
  { id: 'discussion_add', en: 'Post discussions', zh: '发布讨论' },
  { id: 'comment_add', en: 'Comment and reply', zh: '评论与回复' },
  { id: 'admin_login', en: 'Enter the back office', zh: '进入后台' },
  {
    id: 'problem_admin',
    en: 'Problems, tags, test data and uploads; see every problem and submission',
    zh: '题目、标签、测试数据与上传；查看所有题目与提交',
  },
  { id: 'contest_admin', en: 'Contests and exams', zh: '比赛与考试' },
  {
    id: 'contest_exam',
    en: 'Run exams: exam mode in contests and group contests',
    zh: '举办考试：比赛与团队比赛的考试模式',
  },
  { id: 'training_admin', en: 'Trainings', zh: '训练' },
  { id: 'discussion_admin', en: 'Moderate discussions, comments and reports', zh: '管理讨论、评论与举报' },
  { id: 'checker_admin', en: 'Checker headers', zh: '检查器头文件' },
  { id: 'user_admin', en: 'Users', zh: '用户' },
  {
    id: 'user_import',
    en: 'Import and generate student accounts (ordinary users)',
    zh: '导入与生成学生账号（普通用户）',
  },
  { id: 'rejudge_own', en: 'Rejudge inside the contests and groups one runs', zh: '在自己管理的比赛与团队中重判' },
  { id: 'announcement_admin', en: 'Announcements and notices', zh: '公告与通知' },
  { id: 'system_info_admin', en: 'Website settings, switches and carousel', zh: '网站设置、开关与轮播图' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['id'];
export const PERMISSION_IDS = PERMISSIONS.map((p) => p.id) as Permission[];

/** Permissions that work inside the back office: a role holding any of them also needs `admin_login`. */
export const BACK_OFFICE_PERMISSIONS: readonly Permission[] = PERMISSION_IDS.filter((p) => p.endsWith('_admin'));

const USER_RIGHTS: readonly Permission[] = ['submit', 'discussion_add', 'comment_add'];
const STAFF: readonly Permission[] = [
  'admin_login',
  'problem_admin',
  'contest_admin',
  'training_admin',
  'discussion_admin',
];

/**
 * What each role holds on a new site: the rules of spec doc 1 §6 and doc 3 §6. The users,
 * announcement, notice, configuration and switch pages are the super admin's.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleCode, readonly Permission[]> = {
  [Role.ROOT]: PERMISSION_IDS,
  [Role.ADMIN]: [...USER_RIGHTS, ...STAFF, 'checker_admin', 'contest_exam'],
  [Role.USER]: USER_RIGHTS,
  [Role.NO_SUBMIT]: ['discussion_add', 'comment_add'],
  [Role.NO_POST]: ['submit', 'comment_add'],
  [Role.MUTED]: ['submit'],
  [Role.NO_SUBMIT_NO_POST]: ['comment_add'],
  [Role.NO_SUBMIT_MUTED]: [],
  [Role.PROBLEM_ADMIN]: [...USER_RIGHTS, ...STAFF],
  /** A teacher runs classes; no site settings, no roles, no accounts but the ones they import or generate. */
  [Role.TEACHER]: [
    ...USER_RIGHTS,
    'admin_login',
    'problem_admin',
    'contest_admin',
    'training_admin',
    'contest_exam',
    'user_import',
    'rejudge_own',
  ],
};

/** Roles whose permissions the super admin may change (all but the super admin). */
export const EDITABLE_ROLES = ROLE_CODES.filter((r) => r !== Role.ROOT);

export const permissionIdSchema = z.enum(PERMISSION_IDS as [Permission, ...Permission[]]);

/** PUT admin/role-auth: the whole list one role holds from now on. */
export const setRolePermissionsSchema = z.object({
  role: z.number().int(),
  permissions: z.array(permissionIdSchema).max(PERMISSIONS.length * 2),
});

/** GET admin/role-auth: the catalogue ("auth": id, name, permission) and each role's list ("role auth"). */
export const roleAuthSchema = z.object({
  permissions: z.array(z.object({ id: permissionIdSchema, en: z.string(), zh: z.string() })),
  roles: z.array(z.object({ role: z.number(), editable: z.boolean(), permissions: z.array(permissionIdSchema) })),
});
export type RoleAuth = z.infer<typeof roleAuthSchema>;
