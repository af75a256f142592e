import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../components/avatar-crop/avatar-picker.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { setUser, userAtom } from '../../lib/session.ts';
import { settingsApi } from './api.ts';

/** The current avatar and the way to replace it: choose, crop, upload. */
export function AvatarSection() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <AvatarPicker
      testId="avatar"
      avatar={<UserAvatar src={user.avatar} name={user.username} className="size-20 text-2xl" />}
      chooseLabel={t('settings.changeAvatar')} title={t('settings.cropAvatar')} hint={t('settings.cropHint')}
      onUpload={async (png) => setUser(await settingsApi.uploadAvatar(png))}
    />
  );
}
