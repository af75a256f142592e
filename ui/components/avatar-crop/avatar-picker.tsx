import { UploadIcon } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useTask } from '../../lib/query/use-task.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { AvatarCropper } from './avatar-cropper.tsx';
import { checkAvatarFile } from './avatar-file.ts';

/**
 * An avatar and the way to replace it, for a user or a group: choose an image (checked for type
 * and size first), crop it in the 200×200 box, turn it, and hand the PNG to `onUpload`. A failed
 * upload keeps the dialog open (its message has been shown) to try again.
 */
export function AvatarPicker({
  avatar,
  chooseLabel,
  title,
  hint,
  testId,
  onUpload,
}: {
  avatar: ReactNode;
  chooseLabel: string;
  title: string;
  hint: string;
  /** The prefix of the test ids: `{testId}-section`, `-choose`, `-file`, `-dialog`. */
  testId: string;
  onUpload: (png: Blob) => Promise<void>;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const uploading = useTask(onUpload);

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
    if (!(await uploading.run(png))) return;
    toast.success(t('settings.avatarUploaded'));
    close();
  };

  return (
    <div className="flex items-center gap-4" data-testid={`${testId}-section`}>
      {avatar}
      <div className="grid gap-2">
        <Button variant="outline" onClick={() => input.current?.click()} data-testid={`${testId}-choose`}>
          <UploadIcon /> {chooseLabel}
        </Button>
        <p className="text-xs text-muted-foreground">{t('settings.avatarHint')}</p>
        <input
          ref={input}
          type="file"
          accept=".gif,.jpg,.jpeg,.png,.bmp,.webp,image/*"
          className="hidden"
          data-testid={`${testId}-file`}
          onChange={choose}
        />
      </div>
      <Dialog open={image !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-sm" data-testid={`${testId}-dialog`}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{hint}</DialogDescription>
          </DialogHeader>
          {image && <AvatarCropper image={image} busy={uploading.busy} onCancel={close} onCrop={upload} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
