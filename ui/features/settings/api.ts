import type { ChangeEmailInput, ChangePasswordInput, ChangeUserInfoInput, UserInfo } from '../../../src/contract/accounts.ts';
import { api } from '../../lib/api.ts';

export const settingsApi = {
  userInfo: () => api.get<UserInfo>('/api/get-user-info'),
  changeUserInfo: (input: ChangeUserInfoInput) => api.post<UserInfo>('/api/change-userInfo', input),
  changePassword: (input: ChangePasswordInput) => api.post<null>('/api/change-password', input),
  changeEmailCode: (email: string) => api.get<null>('/api/get-change-email-code', { email }),
  changeEmail: (input: ChangeEmailInput) => api.post<UserInfo>('/api/change-email', input),
  uploadAvatar: (png: Blob) => {
    const form = new FormData();
    form.append('image', png, 'avatar.png');
    return api.upload<UserInfo>('/api/file/upload-avatar', form);
  },
};
