import { useAtomValue } from 'jotai';
import { UploadIcon } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AvatarCropper } from '../../components/avatar-crop/avatar-cropper.tsx';
import { checkAvatarFile } from '../../components/avatar-crop/avatar-file.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { setUser, userAtom } from '../../lib/session.ts';
import { settingsApi } from './api.ts';

/** The current avatar and the way to replace it: choose, crop, upload. */
export function AvatarSection() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.error(t(`msg.${problem}`));
      return;
    }
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
      setUser(await settingsApi.uploadAvatar(png));
      toast.success(t('settings.avatarUploaded'));
      close();
    } catch {
      // The message has been shown; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  if (!user) return null;
  return (
    <div className="flex items-center gap-4" data-testid="avatar-section">
      <UserAvatar src={user.avatar} name={user.username} className="size-20 text-2xl" />
      <div className="grid gap-2">
        <Button variant="outline" onClick={() => input.current?.click()} data-testid="avatar-choose">
          <UploadIcon /> {t('settings.changeAvatar')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('settings.avatarHint')}</p>
        <input ref={input} type="file" accept=".gif,.jpg,.jpeg,.png,.bmp,.webp,image/*" className="hidden" data-testid="avatar-file" onChange={choose} />
      </div>
      <Dialog open={image !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle>{t('settings.cropAvatar')}</DialogTitle>
            <DialogDescription>{t('settings.cropHint')}</DialogDescription>
          </DialogHeader>
          {image && <AvatarCropper image={image} busy={busy} onCancel={close} onCrop={upload} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
