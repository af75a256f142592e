import { UploadIcon } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { AvatarCropper } from '../../components/avatar-crop/avatar-cropper.tsx';
import { checkAvatarFile } from '../../components/avatar-crop/avatar-file.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { groupApi } from './api.ts';
import { GroupAvatar } from './group-avatar.tsx';

/**
 * The group's avatar in its settings (group roots): choose an image (checked for type and size
 * first), crop it in the 200×200 box, turn it left or right, and upload the PNG.
 */
export function GroupAvatarCrop({ detail, onSaved }: { detail: GroupDetail; onSaved: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) return void toast.error(t(`msg.${problem}`));
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setImage(img);
    img.onerror = () => {
      URL.revokeObjectURL(url);
      toast.error(t('msg.File_type_not_support'));
    };
    img.src = url;
  };
  const close = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };
  const upload = async (png: Blob) => {
    setBusy(true);
    try {
      await groupApi.uploadAvatar(detail.id, png);
      toast.success(t('settings.avatarUploaded'));
      close();
      onSaved();
    } catch {
      // The message has been shown; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4" data-testid="group-avatar-crop">
      <GroupAvatar src={detail.avatar} name={detail.name} className="size-20" />
      <div className="grid gap-2">
        <Button variant="outline" onClick={() => input.current?.click()} data-testid="group-avatar-choose">
          <UploadIcon /> {t('group.setting.avatar')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('settings.avatarHint')}</p>
        <input ref={input} type="file" accept=".gif,.jpg,.jpeg,.png,.bmp,.webp,image/*" className="hidden" data-testid="group-avatar-file" onChange={choose} />
      </div>
      <Dialog open={image !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm" data-testid="group-avatar-dialog">
          <DialogHeader>
            <DialogTitle>{t('group.setting.cropAvatar')}</DialogTitle>
            <DialogDescription>{t('group.setting.cropHint')}</DialogDescription>
          </DialogHeader>
          {image && <AvatarCropper image={image} busy={busy} onCancel={close} onCrop={upload} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
