import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Endpoint, InputOf } from '../../src/contract/endpoints/define.ts';
import { useDraft, useSave } from '../lib/query/index.ts';
import { FormDialog } from './form-dialog.tsx';
import { type PostDraft, PostFields, postIssues } from './post-fields.tsx';

/** What a post's dialog edits: null closed, 'new' to create, or the post to edit. */
export type PostEditing<T> = T | 'new' | null;

export interface PostDialogProps<
  T extends { id: number },
  D extends PostDraft,
  C extends Endpoint,
  U extends Endpoint,
> {
  editing: PostEditing<T>;
  onClose: () => void;
  /** Where it saves: the create and update entries (one form, the update's with the id) and what they make stale. */
  entries: { create: C; update: U; invalidates: readonly Endpoint[] };
  /** The draft an opening starts from: the post's fields, or empty ones for a new post. */
  start: (current: T | null) => D;
  /** The form sent (with the post's id when it is edited), or undefined when the draft lacks more than title and content. */
  form: (draft: D, id: number | undefined) => (InputOf<C> & InputOf<U>) | undefined;
  /** Translation keys: the dialog's titles, its hint, the toast of a new post, the labels, the missing fields' prefix. */
  texts: {
    create: string;
    edit: string;
    hint?: string;
    created: string;
    title: string;
    content: string;
    issues: string;
  };
  /** The fields' ids (`${id}-title`, `${id}-content`) and the dialog's, the save button's and the refusal's test ids. */
  ids: { id: string; testId: string; saveTestId: string; errorTestId?: string };
  /** The dialog's frame (full screen, or else wide and scrolling) and the form's box. */
  className?: string;
  bodyClassName?: string;
  rows: number;
  /** The group whose admins may upload pictures for the content. */
  groupId?: number;
  saveIcon?: ReactNode;
  /** The fields after title and content. */
  children: (draft: D, patch: (change: Partial<D>) => void) => ReactNode;
}

/**
 * The create-or-update dialog of a post (a site or group announcement, a notice): title, markdown
 * content and the post's own fields; it checks the missing fields, saves, tells and closes.
 */
export function PostDialog<T extends { id: number }, D extends PostDraft, C extends Endpoint, U extends Endpoint>({
  editing,
  onClose,
  entries,
  start,
  form,
  texts,
  ids,
  children,
  className = 'max-h-[95vh] overflow-y-auto sm:max-w-4xl',
  ...look
}: PostDialogProps<T, D, C, U>) {
  const { t } = useTranslation();
  const current = editing && editing !== 'new' ? editing : null;
  const create = useSave(entries.create, { invalidates: entries.invalidates });
  const update = useSave(entries.update, { invalidates: entries.invalidates });
  const saving = current ? update : create;
  const { draft, patch } = useDraft(editing, () => start(current), [create, update]);

  const save = async () => {
    patch({ tried: true } as Partial<D>);
    const sent = draft.title.trim() && draft.content.trim() ? form(draft, current?.id) : undefined;
    if (!sent) return;
    const saved = await (current ? update.save(sent) : create.save(sent));
    if (!saved) return;
    toast.success(t(current ? 'common.updated' : texts.created));
    onClose();
  };

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={t(current ? texts.edit : texts.create)}
      description={texts.hint && t(texts.hint)}
      testId={ids.testId}
      saveTestId={ids.saveTestId}
      errorTestId={ids.errorTestId}
      className={className}
      bodyClassName={look.bodyClassName}
      onSubmit={save}
      busy={saving.busy}
      error={saving.error}
      saveIcon={look.saveIcon}
    >
      <PostFields
        id={ids.id}
        labels={{ title: t(texts.title), content: t(texts.content) }}
        post={draft}
        onChange={patch as (change: Partial<PostDraft>) => void}
        issues={postIssues(draft, t, texts.issues)}
        rows={look.rows}
        groupId={look.groupId}
      />
      {children(draft, patch)}
    </FormDialog>
  );
}
