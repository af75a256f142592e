import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import {
  type AdminChoiceProblem,
  CHOICE_LETTERS,
  type ChoiceLetter,
  type ChoiceProblemForm,
} from '../../../src/contract/choice.ts';
import { ChoiceSelect, EditorSection, Req } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { difficultyKey } from '../../lib/difficulty.ts';
import { useEndpoint, useSave } from '../../lib/query/index.ts';
import { type ExtraFile, fileMap, toFiles } from '../../lib/file-rows.ts';
import { ChoiceFileSection } from './file-section.tsx';
import { useChoiceFormScope } from './form-scope.ts';
import { ExamplesField, FieldError, TagPicker } from './form-parts.tsx';
import { type ChoiceField, emptyChoiceForm, fieldOfRefusal } from './form-rules.ts';
import { ImagePicker } from './image-picker.tsx';
import { DisplayIdField } from './in-contest.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/** The form while it is edited: the annex as rows of name and content. */
type FormState = ChoiceProblemForm & { annex: ExtraFile[] };

/** The form of a stored choice problem. */
const toForm = (p: AdminChoiceProblem): FormState => ({
  id: p.id,
  problemId: p.problemId,
  title: p.title,
  description: p.description,
  image: p.image,
  input: p.input,
  output: p.output,
  exampleList: p.examples,
  hint: p.hint,
  options: p.options,
  answer: p.answer,
  analysis: p.analysis,
  analysisImage: p.analysisImage,
  difficulty: p.difficulty,
  auth: p.auth,
  tagIds: p.tags.map((tag) => tag.id),
  isFileIO: p.isFileIO,
  ioReadFileName: p.ioReadFileName,
  ioWriteFileName: p.ioWriteFileName,
  annex: toFiles(p.userExtraFile),
});

/** What is sent: the annex as the map of name to content, and the group a new problem is made in. */
const toPayload = ({ annex, ...f }: FormState, gid: number | undefined): ChoiceProblemForm => ({
  ...f,
  userExtraFile: fileMap(annex),
  ...(gid && !f.id ? { gid } : {}),
});

/**
 * /admin/problem/create-computational-thinking and /admin/problem/edit-computational-thinking/{pid}: the choice problem form;
 * also inside a computational-thinking contest (`useChoiceInContest`), and in group `groupId`
 * (/group/{gid}/choice-problem-create, /group/{gid}/choice-problem-edit/{pid}) with the group's calls.
 */
export function ChoiceEditPage({ groupId }: { groupId?: number } = {}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const scope = useChoiceFormScope(groupId);
  const { pid, inContest, calls, tags } = scope;
  const [displayId, setDisplayId] = useState('');
  const [noDisplayId, setNoDisplayId] = useState(false);
  const stored = useEndpoint(calls.get, { pid: pid ?? 0 }, { enabled: pid !== null, quiet: true });
  // The form follows the stored problem until it is edited.
  const [edited, setForm] = useState<FormState | null>(null);
  const form = edited ?? (pid !== null && stored.data ? toForm(stored.data) : { ...emptyChoiceForm(), annex: [] });
  const saving = useSave(pid ? calls.update : calls.create, { invalidates: [...scope.lists, calls.get] });
  const patch = (p: Partial<FormState>) => setForm({ ...form, ...p });

  const save = async () => {
    setNoDisplayId(inContest.creating && !displayId.trim());
    if (inContest.creating && !displayId.trim()) return;
    const saved = await saving.save(toPayload(form, scope.gid));
    if (!saved) return;
    toast.success(pid ? t('choice.admin.updated') : t('choice.admin.created'));
    // Made inside a contest: it is added there under the display id; if that is refused it stays in the bank.
    const added = inContest.add(saved.answer.id, displayId);
    if (added && !(await added)) toast.error(t('choice.admin.notAdded'));
    navigate(scope.back);
  };
  // A refusal is placed at the field it names (or at the top), scrolled into view.
  const refusal: { field: ChoiceField | null; message: string } | null = saving.error
    ? { field: fieldOfRefusal(form, saving.error), message: saving.error }
    : null;
  const refusedAt = refusal && (refusal.field ?? 'top');
  useEffect(() => {
    if (refusedAt) document.getElementById(`field-${refusedAt}`)?.scrollIntoView({ block: 'center' });
  }, [refusedAt]);
  const at = (field: ChoiceField) => <FieldError field={field} error={refusal} />;
  const option = (i: number, o: Partial<{ text: string; image: string }>) =>
    patch({ options: form.options.map((x, j) => (j === i ? { ...x, ...o } : x)) });

  return (
    <div className="flex flex-col gap-4" data-testid="choice-edit">
      <h1 id="field-top" className="text-xl font-semibold">
        {pid ? t('choice.admin.editTitle') : t('choice.admin.createTitle')}
      </h1>
      <FailureLine error={stored.error} />
      {refusal && !refusal.field && (
        <p
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          role="alert"
        >
          {refusal.message}
        </p>
      )}
      <EditorSection id="basic" title={t('choice.admin.basic')}>
        {inContest.creating && (
          <DisplayIdField
            value={displayId}
            onChange={setDisplayId}
            error={noDisplayId ? t('choice.admin.displayIdRequired') : null}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2" id="field-problemId">
            <Label htmlFor="ct-problem-id">
              <Req>{t('choice.admin.problemId')}</Req>
            </Label>
            <div className="flex items-center gap-1">
              {scope.prefix !== null && (
                <span
                  className="shrink-0 rounded-md border bg-muted px-2 py-1.5 font-mono text-sm"
                  title={t('groupProblem.edit.prefix', { prefix: scope.prefix })}
                  data-testid="ct-problem-id-prefix"
                >
                  {stored.data?.idPrefix ?? `${scope.prefix}-`}
                </span>
              )}
              <Input id="ct-problem-id" value={form.problemId} onChange={(e) => patch({ problemId: e.target.value })} />
            </div>
            {at('problemId')}
          </div>
          <div className="grid gap-2" id="field-title">
            <Label htmlFor="ct-title">
              <Req>{t('choice.admin.title')}</Req>
            </Label>
            <Input id="ct-title" value={form.title} onChange={(e) => patch({ title: e.target.value })} />
            {at('title')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ct-difficulty">{t('choice.admin.difficulty')}</Label>
            <ChoiceSelect
              id="ct-difficulty"
              value={form.difficulty ?? 0}
              options={[0, 1, 2]}
              label={(v) => t(difficultyKey(v))}
              onChange={(v) => patch({ difficulty: v })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ct-auth">{t('choice.admin.auth')}</Label>
            <ChoiceSelect
              id="ct-auth"
              value={form.auth ?? 1}
              options={scope.auths}
              label={(v) => t(`choice.admin.authName.${v}`)}
              onChange={(v) => patch({ auth: v })}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label>{t('choice.admin.tags')}</Label>
          <TagPicker tags={tags} value={form.tagIds ?? []} onChange={(tagIds) => patch({ tagIds })} />
        </div>
      </EditorSection>
      <EditorSection id="statement" title={t('choice.admin.statement')}>
        <div className="grid gap-2" id="field-description">
          <MarkdownField
            groupId={groupId}
            id="ct-description"
            label={<Req>{t('choice.admin.description')}</Req>}
            value={form.description ?? ''}
            onChange={(description) => patch({ description })}
          />
          <ImagePicker
            groupId={groupId}
            id="statement"
            value={form.image ?? ''}
            onChange={(image) => patch({ image })}
          />
          {at('description')}
        </div>
        <MarkdownField
          groupId={groupId}
          id="ct-input"
          label={t('choice.admin.input')}
          value={form.input ?? ''}
          onChange={(input) => patch({ input })}
          rows={3}
        />
        <MarkdownField
          groupId={groupId}
          id="ct-output"
          label={t('choice.admin.output')}
          value={form.output ?? ''}
          onChange={(output) => patch({ output })}
          rows={3}
        />
        <ExamplesField value={form.exampleList ?? []} onChange={(exampleList) => patch({ exampleList })} />
        <MarkdownField
          groupId={groupId}
          id="ct-hint"
          label={t('choice.admin.hint')}
          value={form.hint ?? ''}
          onChange={(hint) => patch({ hint })}
          rows={3}
        />
      </EditorSection>
      <EditorSection id="options" title={t('choice.admin.options')} hint={t('choice.admin.optionsHint')}>
        {CHOICE_LETTERS.map((letter, i) => (
          <div
            key={letter}
            className="grid gap-2 rounded-lg border p-3"
            id={`field-option${letter}`}
            data-testid={`option-${letter}`}
          >
            <Label htmlFor={`ct-option-${letter}`}>
              <Req>{t('choice.admin.option', { letter })}</Req>
            </Label>
            <Input
              id={`ct-option-${letter}`}
              value={form.options[i]?.text ?? ''}
              onChange={(e) => option(i, { text: e.target.value })}
            />
            <ImagePicker
              groupId={groupId}
              id={`option-${letter}`}
              value={form.options[i]?.image ?? ''}
              onChange={(image) => option(i, { image })}
            />
            {at(`option${letter}` as ChoiceField)}
          </div>
        ))}
        <div className="grid gap-2" id="field-answer">
          <Label>
            <Req>{t('choice.admin.answer')}</Req>
          </Label>
          <div className="flex gap-3" role="radiogroup" aria-label={t('choice.admin.answer')}>
            {CHOICE_LETTERS.map((letter) => (
              <label key={letter} className="flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="ct-answer"
                  checked={form.answer === letter}
                  onChange={() => patch({ answer: letter as ChoiceLetter })}
                  data-testid={`answer-${letter}`}
                />
                {letter}
              </label>
            ))}
          </div>
          {at('answer')}
        </div>
      </EditorSection>
      <EditorSection id="analysis" title={t('choice.admin.analysis')}>
        <MarkdownField
          groupId={groupId}
          id="ct-analysis"
          label={t('choice.admin.analysis')}
          value={form.analysis ?? ''}
          onChange={(analysis) => patch({ analysis })}
          rows={4}
        />
        <ImagePicker
          groupId={groupId}
          id="analysis"
          value={form.analysisImage ?? ''}
          onChange={(analysisImage) => patch({ analysisImage })}
        />
      </EditorSection>
      <ChoiceFileSection
        io={{
          isFileIO: form.isFileIO ?? false,
          ioReadFileName: form.ioReadFileName ?? '',
          ioWriteFileName: form.ioWriteFileName ?? '',
        }}
        onIo={patch}
        annex={form.annex}
        onAnnex={(annex) => patch({ annex })}
        error={at('files')}
      />
      <div className="flex justify-end">
        <Button onClick={save} disabled={saving.busy} data-testid="choice-save">
          {t('choice.admin.save')}
        </Button>
      </div>
    </div>
  );
}
