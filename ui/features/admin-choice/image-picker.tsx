import { ImageUpIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { failureText, useTask } from '../../lib/query/index.ts';
import { adminChoiceApi } from './api.ts';

/**
 * An image of the statement, an option or the analysis: uploaded into the data directory, previewed, removable.
 * In a group's form the upload names the group (`groupId`), which lets its admins upload.
 */
export function ImagePicker({
  id,
  value,
  onChange,
  groupId,
}: {
  id: string;
  value: string;
  onChange: (link: string) => void;
  groupId?: number;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const uploading = useTask((file: File) => adminChoiceApi.uploadImage(file, groupId), {
    onFailure: (e) => toast.error(failureText(e)),
  });
  const pick = async (file: File | undefined) => {
    const done = file && (await uploading.run(file));
    if (input.current) input.current.value = '';
    if (done) onChange(done.answer.link);
  };
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid={`image-${id}`}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="hidden"
        onChange={(e) => pick(e.target.files?.[0])}
        data-testid={`image-${id}-file`}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={uploading.busy}
        onClick={() => input.current?.click()}
      >
        <ImageUpIcon />
        {value ? t('choice.admin.replaceImage') : t('choice.admin.addImage')}
      </Button>
      {value && (
        <span className="flex items-center gap-2">
          <img
            src={value}
            alt={t('choice.admin.preview')}
            className="h-16 max-w-40 rounded border object-contain"
            data-testid={`image-${id}-preview`}
          />
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-7"
            aria-label={t('choice.admin.removeImage')}
            onClick={() => onChange('')}
          >
            <XIcon />
          </Button>
        </span>
      )}
    </div>
  );
}
