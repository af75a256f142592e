import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { AvatarPicker } from '../../components/avatar-crop/avatar-picker.tsx';
import { api } from '../../lib/api.ts';
import { GroupAvatar } from './group-avatar.tsx';

/**
 * The group's avatar in its settings (group roots): choose an image, crop it in the 200×200 box,
 * turn it left or right, and upload the PNG (a multipart upload, not an entry of the table).
 */
export function GroupAvatarCrop({ detail, onSaved }: { detail: GroupDetail; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <AvatarPicker
      testId="group-avatar"
      avatar={<GroupAvatar src={detail.avatar} name={detail.name} className="size-20" />}
      chooseLabel={t('group.setting.avatar')}
      title={t('group.setting.cropAvatar')}
      hint={t('group.setting.cropHint')}
      onUpload={async (png) => {
        const form = new FormData();
        form.append('image', png, 'avatar.png');
        form.append('gid', String(detail.id));
        await api.upload<GroupDetail>('/api/file/upload-group-avatar', form);
        onSaved();
      }}
    />
  );
}
