import { z } from 'zod';

/**
 * The accounts API (login, registration, password and e-mail changes, profile): one zod schema
 * validates a request on the server and the form that sends it in the UI. Message keys such as
 * 'Password_does_not_match' are translated by both sides (spec doc 1 §5).
 */

export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Passwords an administrator sets for a user may be a little longer (spec doc 1 §9). */
export const ADMIN_PASSWORD_MAX = 25;
export const CODE_LENGTH = 6;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const SLIDE_CAPTCHA = { width: 325, height: 100, block: 42, radius: 10, tolerance: 3 } as const;
/** After this many consecutive failed logins the next one must carry a slide token. */
export const SLIDE_AFTER_FAILURES = 5;
export const LOCK_AFTER_FAILURES = 20;
export const LOCK_MINUTES = 30;

export const username = z.string().trim().min(1).max(USERNAME_MAX);
export const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const email = z
  .string()
  .trim()
  .max(100)
  .pipe(z.email({ message: 'Invalid_email' }));
export const code = z.string().trim().length(CODE_LENGTH);

export const loginSchema = z.object({
  username,
  /** Up to 25: passwords an administrator generated must be able to sign in. */
  password: z.string().min(PASSWORD_MIN).max(ADMIN_PASSWORD_MAX),
  slideToken: z.string().max(200).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    username,
    password,
    confirmPassword: z.string().min(1),
    email,
    /** The e-mailed code when the site sends mail, otherwise the image captcha. */
    code,
    /** The captcha key of the image captcha (unused when the code came by e-mail). */
    uuid: z.string().max(100).optional().default(''),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Password_does_not_match', path: ['confirmPassword'] });
export type RegisterInput = z.input<typeof registerSchema>;

export const checkUsernameOrEmailSchema = z.object({
  username: z.string().trim().max(USERNAME_MAX).optional(),
  email: z.string().trim().max(100).optional(),
});
export type CheckUsernameOrEmailInput = z.infer<typeof checkUsernameOrEmailSchema>;
export const checkUsernameOrEmailResultSchema = z.object({
  /** true = a user with this username exists. */
  username: z.boolean(),
  email: z.boolean(),
});
export type CheckUsernameOrEmailResult = z.infer<typeof checkUsernameOrEmailResultSchema>;

export const emailQuerySchema = z.object({ email });

export const applyResetPasswordSchema = z.object({
  email,
  captcha: code,
  captchaKey: z.string().min(1).max(100),
});
export type ApplyResetPasswordInput = z.infer<typeof applyResetPasswordSchema>;

export const resetPasswordSchema = z.object({
  username,
  code: z.string().trim().min(1).max(100),
  password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The /reset-password page form: the request plus a confirmation that is dropped before sending. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().min(1) })
  .refine((v) => v.password === v.confirmPassword, { message: 'Password_does_not_match', path: ['confirmPassword'] });

export const changePasswordSchema = z
  .object({ oldPassword: z.string().min(1).max(ADMIN_PASSWORD_MAX), newPassword: password })
  .refine((v) => v.oldPassword !== v.newPassword, { message: 'New_value_same_as_old', path: ['newPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  password: z.string().min(1).max(ADMIN_PASSWORD_MAX),
  newEmail: email,
  /** Required when the site sends mail. */
  code: z.string().trim().max(CODE_LENGTH).optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const GENDERS = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof GENDERS)[number];

/** Profile fields a user edits on the settings page; omitted fields stay unchanged. */
export const changeUserInfoSchema = z.object({
  nickname: z.string().trim().max(20).optional(),
  realname: z.string().trim().max(50).optional(),
  gender: z.enum(GENDERS).optional(),
  school: z.string().trim().max(100).optional(),
  number: z.string().trim().max(30).optional(),
  signature: z.string().max(2000).optional(),
  github: z.string().trim().max(255).optional(),
  blog: z.string().trim().max(255).optional(),
  cfUsername: z.string().trim().max(50).optional(),
});
export type ChangeUserInfoInput = z.infer<typeof changeUserInfoSchema>;

export const checkSlideCaptchaSchema = z.object({
  key: z.string().min(1).max(100),
  x: z.coerce.number().finite(),
});
export type CheckSlideCaptchaInput = z.infer<typeof checkSlideCaptchaSchema>;

/** Query of the user home and heatmap calls: by uid or username; neither means the caller. */
export const userLookupSchema = z.object({
  uid: z.string().trim().max(64).optional(),
  username: z.string().trim().max(USERNAME_MAX).optional(),
});

/** PUT /api/admin/user/reset-password (root or admin), for sites that do not send mail. */
export const adminResetPasswordSchema = z.object({
  uid: z.string().trim().min(1).max(64),
  password: z.string().min(PASSWORD_MIN).max(ADMIN_PASSWORD_MAX),
});
export type AdminResetPasswordInput = z.infer<typeof adminResetPasswordSchema>;

const str = z.string();

/** The signed-in user as the session calls return it (data of login and get-user-info). */
export const userInfoSchema = z.object({
  uid: str,
  username: str,
  nickname: str,
  /** URL of the avatar or ''. */
  avatar: str,
  email: str,
  mobile: str,
  school: str,
  number: str,
  realname: str,
  gender: z.enum(GENDERS),
  github: str,
  blog: str,
  cfUsername: str,
  signature: str,
  titleName: str,
  titleColor: str,
  role: z.number().int(),
  /** Role names, e.g. ['root']. */
  roleList: z.array(str),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Data of POST /api/login: the user plus the session token (also in the Authorization header). */
export const loginResultSchema = userInfoSchema.extend({ token: str });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** data of a failed login: how many consecutive failures and whether a slide token is needed. */
export interface LoginFailureData {
  failCount: number;
  needSlide: boolean;
}

/** `permissions`: what the role may do by its code; `held`: the permissions its role holds as stored (the role auth page's ids). */
export const userAuthInfoSchema = z.object({ roles: z.array(str), permissions: z.array(str), held: z.array(str) });
export type UserAuthInfo = z.infer<typeof userAuthInfoSchema>;

export const imageCaptchaSchema = z.object({
  /** data:image/png;base64,… */
  img: str,
  captchaKey: str,
});
export type ImageCaptcha = z.infer<typeof imageCaptchaSchema>;

export const slideCaptchaSchema = z.object({
  key: str,
  width: z.number(),
  height: z.number(),
  block: z.number(),
  /** Top of the piece inside the background, px. */
  y: z.number(),
  /** Background with the gap among decoy gaps, data:image/png;base64,… */
  bg: str,
  /** The piece to slide, drawn at the origin of its block × block picture, data:image/png;base64,… */
  piece: str,
});
export type SlideCaptcha = z.infer<typeof slideCaptchaSchema>;

export const slideTokenSchema = z.object({ slideToken: str });
export type SlideToken = z.infer<typeof slideTokenSchema>;

export const userHomeInfoSchema = z.object({
  uid: str,
  username: str,
  nickname: str,
  avatar: str,
  school: str,
  signature: str,
  gender: z.enum(GENDERS),
  github: str,
  blog: str,
  titleName: str,
  titleColor: str,
  rating: z.number().nullable(),
  /** Number of submissions. */
  total: z.number().int(),
  /** Display ids of the problems the user has accepted. */
  solvedList: z.array(str),
  solvedGroupByDifficulty: z.object({ easy: z.number().int(), mid: z.number().int(), hard: z.number().int() }),
  /** OI rank scores of the accepted problems (best per problem). */
  scoreList: z.array(z.number()),
  /** ISO time or null. */
  recentLoginTime: str.nullable(),
  createdAt: str,
});
export type UserHomeInfo = z.infer<typeof userHomeInfoSchema>;

export const calendarHeatmapSchema = z.object({
  dataList: z.array(z.object({ date: str, count: z.number().int() })),
  /** The last day of the range, YYYY-MM-DD. */
  endDate: str,
});
export type CalendarHeatmap = z.infer<typeof calendarHeatmapSchema>;

/** Response headers of session renewal. */
export const AUTH_HEADER = 'Authorization';
export const REFRESH_TOKEN_HEADER = 'Refresh-Token';
