import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../src/contract/accounts.ts';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { AvatarPicker } from '../../components/avatar-crop/avatar-picker.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { setUser, userAtom } from '../../lib/session.ts';
import { api } from '../../lib/api.ts';
import { invalidate } from '../../lib/query/index.ts';

/** The avatar as a multipart upload (not an entry: its input is a file). */
async function uploadAvatar(png: Blob): Promise<void> {
  const form = new FormData();
  form.append('image', png, 'avatar.png');
  setUser(await api.upload<UserInfo>('/api/file/upload-avatar', form));
  await invalidate(userEndpoints.info, userEndpoints.homeInfo);
}

/** The current avatar and the way to replace it: choose, crop, upload. */
export function AvatarSection() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <AvatarPicker
      testId="avatar"
      avatar={<UserAvatar src={user.avatar} name={user.username} className="size-20 text-2xl" />}
      chooseLabel={t('settings.changeAvatar')}
      title={t('settings.cropAvatar')}
      hint={t('settings.cropHint')}
      onUpload={uploadAvatar}
    />
  );
}
