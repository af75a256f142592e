import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { firstBrokenDiscussionRule, type DiscussionField } from '../../../src/contract/discussion-form-rules.ts';
import { type DiscussionDetail, discussionFormSchema } from '../../../src/contract/discussions.ts';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { showSaveFailure } from '../../lib/form-errors.ts';
import { userAtom } from '../../lib/session.ts';
import type { DiscussionCategory } from './api.ts';
import { type DiscussionDraft, draftKey, draftToForm, EMPTY_DRAFT, loadDraft, saveDraft } from './draft.ts';
import { discussionIssueText } from './form-issue.ts';
import type { DiscussionGid } from './scope.ts';
import { useDiscussionSave } from './use-discussion-save.ts';
import { FailureLine } from '../../components/failure-line.tsx';

export type DialogMode = { kind: 'create'; problemId: string | null } | { kind: 'edit'; detail: DiscussionDetail };

/**
 * Post or edit a discussion. A new post's unfinished text is kept per user and place and restored
 * on reopening; the rules of doc 2 §5 run in order before sending; editing locks the category.
 */
export function DiscussionDialog({
  open,
  onOpenChange,
  mode,
  categories,
  onSaved,
  gid = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: DialogMode;
  categories: DiscussionCategory[];
  onSaved: (d: DiscussionDetail) => void;
  /** A group's discussion: posted and edited through the group's calls. */
  gid?: DiscussionGid;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const creating = mode.kind === 'create';
  const key = creating && user ? draftKey(user.uid, mode.problemId, gid) : null;
  const [form, setForm] = useState<DiscussionDraft>(EMPTY_DRAFT);
  const [issue, setIssue] = useState<{ field: DiscussionField | 'form'; text: string } | null>(null);
  const { save, busy } = useDiscussionSave(creating, gid, (e) =>
    showSaveFailure(e, (text) => setIssue({ field: 'form', text }), toast.error),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled once per opening, not again while it is being written
  useEffect(() => {
    if (!open) return;
    setIssue(null);
    if (mode.kind === 'edit') {
      const d = mode.detail;
      return setForm({ title: d.title, description: d.description, content: d.content, categoryId: d.categoryId });
    }
    const kept = key ? loadDraft(key) : null;
    setForm(kept ?? EMPTY_DRAFT);
    if (kept) toast.info(t('discussion.dialog.draftRestored'));
  }, [open]);

  const change = (patch: Partial<DiscussionDraft>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (key) saveDraft(key, next);
  };
  const submit = async () => {
    const body = draftToForm(
      form,
      mode.kind === 'edit' ? { id: mode.detail.id, pid: mode.detail.pid } : { pid: mode.problemId },
    );
    const broken = firstBrokenDiscussionRule(discussionFormSchema.parse(body));
    if (broken) {
      const text = discussionIssueText(t, broken);
      setIssue({ field: broken.field, text });
      return void toast.error(text);
    }
    const saved = await save(body);
    if (!saved) return;
    if (key) saveDraft(key, EMPTY_DRAFT);
    toast.success(t(creating ? 'discussion.dialog.posted' : 'discussion.dialog.updated'));
    onOpenChange(false);
    onSaved(saved);
  };
  const err = (f: DiscussionField) => (issue?.field === f ? issue.text : undefined);
  const heading =
    mode.kind === 'edit'
      ? t('discussion.dialog.edit')
      : mode.problemId
        ? t('discussion.dialog.createProblem', { pid: mode.problemId })
        : t('discussion.dialog.create');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-4xl" data-testid="discussion-dialog">
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription className={creating && mode.problemId ? '' : 'sr-only'}>
            {creating && mode.problemId ? t('discussion.dialog.titlePrefix', { pid: mode.problemId }) : heading}
          </DialogDescription>
        </DialogHeader>
        <FormField id="d-title" label={t('discussion.dialog.title')} error={err('title')}>
          <Input
            id="d-title"
            value={form.title}
            onChange={(e) => change({ title: e.target.value })}
            aria-invalid={!!err('title')}
            data-testid="d-title"
          />
        </FormField>
        <FormField id="d-description" label={t('discussion.dialog.description')} error={err('description')}>
          <Input
            id="d-description"
            value={form.description}
            onChange={(e) => change({ description: e.target.value })}
            aria-invalid={!!err('description')}
            data-testid="d-description"
          />
        </FormField>
        <FormField
          id="d-category"
          label={t('discussion.dialog.category')}
          error={err('category')}
          hint={creating ? undefined : t('discussion.dialog.categoryLocked')}
        >
          <Select
            value={form.categoryId ? String(form.categoryId) : ''}
            disabled={!creating}
            onValueChange={(v) => change({ categoryId: Number(v) })}
          >
            <SelectTrigger
              id="d-category"
              className="w-full sm:w-64"
              aria-invalid={!!err('category')}
              data-testid="d-category"
            >
              <SelectValue placeholder={t('discussion.dialog.choose')} />
            </SelectTrigger>
            <SelectContent>
              {categories.map((c) => (
                <SelectItem key={c.id} value={String(c.id)}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <MarkdownField
          id="d-content"
          label={t('discussion.dialog.content')}
          value={form.content}
          onChange={(content) => change({ content })}
          rows={10}
        />
        <FailureLine error={err('content')} className="-mt-2" />
        <FailureLine error={issue?.field === 'form' && issue.text} testId="d-form-error" />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('discussion.dialog.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void submit()} data-testid="d-submit">
            {t('discussion.dialog.submit')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
