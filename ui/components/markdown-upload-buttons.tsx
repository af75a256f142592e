import { useAtomValue } from 'jotai';
import { FileUpIcon, ImageUpIcon, LoaderCircleIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../src/contract/roles.ts';
import { IMAGE_ACCEPT, MD_FILE_EXTENSIONS } from '../../src/contract/uploads.ts';
import { fileMarkdown, imageMarkdown, uploadMdFile, uploadMdImage } from '../lib/md-uploads.ts';
import { useTask } from '../lib/query/use-task.ts';
import { userAtom } from '../lib/session.ts';
import { Button } from './ui/button.tsx';

const FILE_ACCEPT = MD_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The editor's upload buttons (doc 3 §6: images and files for the admin roles, images for a
 * group's admins in the group's texts — `groupId`, given where the writer is one): the uploaded
 * file's markdown link goes to `onInsert`. Nothing is shown to other users.
 */
export function MarkdownUploadButtons({
  id,
  onInsert,
  groupId,
}: {
  id: string;
  onInsert: (markdown: string) => void;
  groupId?: number;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const image = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // The client shows why an upload failed.
  const images = useTask(async (chosen: File) =>
    imageMarkdown(chosen.name, (await uploadMdImage(chosen, groupId)).link),
  );
  const files = useTask(async (chosen: File) => fileMarkdown(chosen.name, (await uploadMdFile(chosen)).link));
  const busy = images.busy || files.busy;
  const admin = user !== null && can.manageProblems(user.role);
  if (!user || (!admin && groupId === undefined)) return null;

  const upload = async (uploads: typeof images, input: HTMLInputElement | null) => {
    const chosen = input?.files?.[0];
    if (!input || !chosen) return;
    const done = await uploads.run(chosen);
    input.value = '';
    if (done) onInsert(done.answer);
  };

  return (
    <div className="flex flex-wrap gap-1" data-testid={`md-${id}-uploads`}>
      <input
        ref={image}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        data-testid={`md-${id}-image-input`}
        onChange={() => void upload(images, image.current)}
      />
      <input
        ref={file}
        type="file"
        accept={FILE_ACCEPT}
        className="hidden"
        data-testid={`md-${id}-file-input`}
        onChange={() => void upload(files, file.current)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        title={t('announcement.upload.imageHint')}
        onClick={() => image.current?.click()}
      >
        {images.busy ? <LoaderCircleIcon className="animate-spin" /> : <ImageUpIcon />} {t('announcement.upload.image')}
      </Button>
      {admin && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          title={t('announcement.upload.fileHint')}
          onClick={() => file.current?.click()}
        >
          {files.busy ? <LoaderCircleIcon className="animate-spin" /> : <FileUpIcon />} {t('announcement.upload.file')}
        </Button>
      )}
    </div>
  );
}
