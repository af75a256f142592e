import { useAtomValue } from 'jotai';
import { ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { can } from '../../../src/contract/roles.ts';
import { DISCUSSION_LIMITS } from '../../../src/contract/discussions.ts';
import { IMAGE_ACCEPT } from '../../../src/contract/uploads.ts';
import { imageMarkdown, uploadMdImage } from '../../lib/md-uploads.ts';
import { useTask } from '../../lib/query/use-task.ts';
import { userAtom } from '../../lib/session.ts';
import { FailureLine } from '../failure-line.tsx';
import { Markdown } from '../markdown.tsx';
import { Button } from '../ui/button.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { EmojiPicker } from './emoji-picker.tsx';

/** Puts `piece` at the caret of the text area (at the end when it has none). */
function insertAt(area: HTMLTextAreaElement | null, value: string, piece: string): string {
  if (!area) return value + piece;
  return value.slice(0, area.selectionStart) + piece + value.slice(area.selectionEnd);
}

/** The text box of a comment or a reply: markdown with a preview, emoji, and images for those who may upload them. */
export function CommentBox({
  placeholder,
  onSend,
  onCancel,
  testId,
  autoFocus,
}: {
  placeholder: string;
  onSend: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState(false);
  /** What is wrong with the text before it is sent. */
  const [issue, setIssue] = useState('');
  // A failure shows under the box; the server's refusal in a toast too (the call is quiet).
  const sending = useTask(onSend, { onRefusal: (message) => toast.error(message) });
  const uploading = useTask(async (f: File) => imageMarkdown(f.name, (await uploadMdImage(f)).link));
  const error = issue || sending.error;
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const mayUpload = !!user && can.enterAdmin(user.role);

  const send = async () => {
    const problem = !text.trim()
      ? t('comments.required')
      : text.length > DISCUSSION_LIMITS.comment
        ? t('comments.tooLong', { max: DISCUSSION_LIMITS.comment })
        : '';
    setIssue(problem);
    if (problem) return void toast.error(problem);
    if (!(await sending.run(text))) return;
    setText('');
    setPreview(false);
    toast.success(t('comments.sent'));
  };
  const upload = async (f: File | undefined) => {
    const done = f && (await uploading.run(f));
    if (done) setText((v) => insertAt(area.current, v, done.answer));
  };

  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      {preview ? (
        <div className="min-h-20 rounded-md border bg-muted/30 px-3 py-2">
          {text.trim() ? <Markdown source={text} /> : null}
        </div>
      ) : (
        <Textarea
          ref={area}
          rows={3}
          value={text}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-invalid={!!error || undefined}
          onChange={(e) => setText(e.target.value)}
          data-testid={`${testId}-text`}
        />
      )}
      <FailureLine error={error} testId={`${testId}-error`} />
      <div className="flex flex-wrap items-center gap-1">
        <EmojiPicker onPick={(e) => setText((v) => insertAt(area.current, v, e))} />
        {mayUpload && (
          <>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('comments.image')}
              disabled={uploading.busy}
              onClick={() => file.current?.click()}
              data-testid={`${testId}-image`}
            >
              <ImageIcon />
            </Button>
            <input
              ref={file}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              data-testid={`${testId}-file`}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={() => setPreview((p) => !p)}>
          {preview ? t('comments.write') : t('comments.preview')}
        </Button>
        <span className="ml-auto" />
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          disabled={sending.busy}
          onClick={() => void send()}
          data-testid={`${testId}-send`}
        >
          {t('comments.send')}
        </Button>
      </div>
    </div>
  );
}
