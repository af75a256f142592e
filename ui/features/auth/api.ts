import type {
  ApplyResetPasswordInput,
  CheckUsernameOrEmailInput,
  CheckUsernameOrEmailResult,
  ImageCaptcha,
  LoginInput,
  LoginResult,
  RegisterInput,
  ResetPasswordInput,
  SlideCaptcha,
  SlideToken,
} from '../../../src/contract/accounts.ts';
import { api } from '../../lib/api.ts';

/** The calls of the login, registration and password-reset flows. */
export const authApi = {
  login: (input: LoginInput) => api.post<LoginResult>('/api/login', input),
  logout: () => api.get<null>('/api/logout', undefined, { quiet: true }),
  captcha: () => api.get<ImageCaptcha>('/api/captcha'),
  slideCaptcha: () => api.get<SlideCaptcha>('/api/get-slide-captcha'),
  checkSlide: (key: string, x: number) => api.post<SlideToken>('/api/check-slide-captcha', { key, x }),
  registerCode: (email: string) => api.get<null>('/api/get-register-code', { email }),
  register: (input: RegisterInput) => api.post<null>('/api/register', input),
  checkUsernameOrEmail: (input: CheckUsernameOrEmailInput) =>
    api.post<CheckUsernameOrEmailResult>('/api/check-username-or-email', input, { quiet: true }),
  applyResetPassword: (input: ApplyResetPasswordInput) => api.post<null>('/api/apply-reset-password', input),
  resetPassword: (input: ResetPasswordInput) => api.post<null>('/api/reset-password', input),
};
