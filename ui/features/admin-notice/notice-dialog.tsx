import { SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { noticeEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { type Notice, NOTICE_TYPES, type NoticeType } from '../../../src/contract/notices.ts';
import { ChoiceSelect, Req } from '../../components/form-section.tsx';
import { PostDialog, type PostEditing } from '../../components/post-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

export type Editing = PostEditing<Notice>;

const splitNames = (text: string) =>
  text
    .split(/[\s,，;；]+/)
    .map((n) => n.trim())
    .filter(Boolean);

const start = (current: Notice | null) => ({
  title: current?.title ?? '',
  content: current?.content ?? '',
  type: current?.type ?? ('All' as NoticeType),
  names: current?.recipients.join(', ') ?? '',
  tried: false,
});
type Draft = ReturnType<typeof start>;

const recipientsOf = (draft: Draft) => (draft.type === 'Single' ? splitNames(draft.names) : []);
const lacksRecipients = (draft: Draft) => draft.type === 'Single' && recipientsOf(draft).length === 0;

const form = (draft: Draft, id: number | undefined) =>
  lacksRecipients(draft)
    ? undefined
    : { id, title: draft.title.trim(), content: draft.content, type: draft.type, recipients: recipientsOf(draft) };

const POST = {
  entries: { create: E.create, update: E.update, invalidates: [E.list] },
  start,
  form,
  texts: {
    create: 'announcement.notice.create',
    edit: 'announcement.notice.edit',
    hint: 'announcement.notice.hint',
    created: 'announcement.notice.sent',
    title: 'announcement.notice.fieldTitle',
    content: 'announcement.notice.content',
    issues: 'announcement.notice',
  },
  ids: { id: 'notice', testId: 'notice-dialog', saveTestId: 'notice-save', errorTestId: 'notice-error' },
  rows: 8,
  saveIcon: <SendIcon />,
};

/** Creates or edits a notice: title, markdown content, and its recipients (all users, named users, admins). */
export function NoticeDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PostDialog editing={editing} onClose={onClose} {...POST}>
      {(draft, patch) => (
        <>
          <div className="grid gap-2">
            <Label htmlFor="notice-type">{t('announcement.notice.type')}</Label>
            <ChoiceSelect
              id="notice-type"
              value={draft.type}
              options={NOTICE_TYPES}
              label={(v) => t(`announcement.notice.types.${v}`)}
              onChange={(type) => patch({ type })}
              className="w-full sm:w-56"
            />
          </div>
          {draft.type === 'Single' && (
            <FormField
              id="notice-recipients"
              label={<Req>{t('announcement.notice.recipients')}</Req>}
              error={draft.tried && lacksRecipients(draft) ? t('announcement.notice.recipientsRequired') : undefined}
              hint={t('announcement.notice.recipientsHint')}
            >
              <Textarea
                id="notice-recipients"
                rows={2}
                value={draft.names}
                onChange={(e) => patch({ names: e.target.value })}
              />
            </FormField>
          )}
        </>
      )}
    </PostDialog>
  );
}
