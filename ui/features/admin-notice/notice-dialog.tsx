import { SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { noticeEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { type Notice, NOTICE_TYPES, type NoticeType } from '../../../src/contract/notices.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { ChoiceSelect, Req } from '../../components/form-section.tsx';
import { PostFields, postIssues } from '../../components/post-fields.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useDraft, useSave } from '../../lib/query/index.ts';

export type Editing = Notice | 'new' | null;

const splitNames = (text: string) =>
  text
    .split(/[\s,，;；]+/)
    .map((n) => n.trim())
    .filter(Boolean);

const start = (editing: Editing) => {
  const current = editing && editing !== 'new' ? editing : null;
  return {
    title: current?.title ?? '',
    content: current?.content ?? '',
    type: current?.type ?? ('All' as NoticeType),
    names: current?.recipients.join(', ') ?? '',
    tried: false,
  };
};

/** Creates or edits a notice: title, markdown content, and its recipients (all users, named users, admins). */
export function NoticeDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  const create = useSave(E.create, { invalidates: [E.list] });
  const update = useSave(E.update, { invalidates: [E.list] });
  const saving = current ? update : create;
  const { draft, patch } = useDraft(editing, start, [create, update]);
  const recipients = draft.type === 'Single' ? splitNames(draft.names) : [];
  const noRecipients = draft.type === 'Single' && recipients.length === 0;

  const save = async () => {
    patch({ tried: true });
    if (!draft.title.trim() || !draft.content.trim() || noRecipients) return;
    const form = { title: draft.title.trim(), content: draft.content, type: draft.type, recipients };
    const saved = await (current ? update.save({ ...form, id: current.id }) : create.save(form));
    if (!saved) return;
    toast.success(t(current ? 'common.updated' : 'announcement.notice.sent'));
    onClose();
  };

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={t(current ? 'announcement.notice.edit' : 'announcement.notice.create')}
      description={t('announcement.notice.hint')}
      testId="notice-dialog"
      saveTestId="notice-save"
      errorTestId="notice-error"
      className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
      onSubmit={save}
      busy={saving.busy}
      error={saving.error}
      saveIcon={<SendIcon />}
    >
      <PostFields
        id="notice"
        labels={{ title: t('announcement.notice.fieldTitle'), content: t('announcement.notice.content') }}
        post={draft}
        onChange={patch}
        issues={postIssues(draft, t, 'announcement.notice')}
        rows={8}
      />
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
          error={draft.tried && noRecipients ? t('announcement.notice.recipientsRequired') : undefined}
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
    </FormDialog>
  );
}
