import { useAtomValue } from 'jotai';
import { FlaskConicalIcon, SendIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { JudgeStatus } from '../../../../src/contract/judge-status.ts';
import { CodeEditor } from '../../code-editor/code-editor.tsx';
import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { siteConfigAtom } from '../../../lib/site-config.ts';
import { cidOf, scopeKey, type WorkspaceScope } from '../scope.ts';
import { type ScopedProblemDetail, workspaceApi } from '../workspace-api.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { SubmitStatus } from './submit-status.tsx';
import { TestRunPanel } from './test-run-panel.tsx';
import { useEditorState } from './use-editor-state.ts';
import { useSubmit } from './use-submit.ts';
import { useTestRun } from './use-test-run.ts';

/** How long the "not passed yet" message stays (spec doc 1 §5). */
const NOT_PASSED_MS = 4000;

interface Props {
  detail: ScopedProblemDetail;
  scope: WorkspaceScope;
  /** An OI contest asks before a new submission covers the last one. */
  confirmCover?: boolean;
  /** The signed-in user's status on this problem (-10 when none or signed out). */
  myStatus: number;
  focus: boolean;
  onFocus: () => void;
  onFinished: () => void;
  editorHeight: number | string;
}

/** The right side of the problem page: editor, status area, captcha, Online Test and Submit. */
export function EditorPanel({
  detail,
  scope,
  confirmCover,
  myStatus,
  focus,
  onFocus,
  onFinished,
  editorHeight,
}: Props) {
  const { t } = useTranslation();
  const p = detail.problem;
  const languages = detail.languages.length ? detail.languages : ['C++17'];
  const { state, update, setLanguage, resetToTemplate } = useEditorState(
    p.id,
    languages,
    detail.codeTemplate,
    scopeKey(scope),
  );
  const { submit, result, busy, judgeWaiting } = useSubmit(
    scope.kind === 'contest' ? scope.displayId : p.problemId,
    scope,
    onFinished,
  );
  const test = useTestRun(p.problemId, scope);
  const [testOpen, setTestOpen] = useState(false);
  const captchaOn = useAtomValue(siteConfigAtom).captchaOnSubmit;
  const captcha = useRef<CaptchaHandle>(null);

  const lastAccepted = async () => {
    if (myStatus !== JudgeStatus.ACCEPTED) {
      toast.error(t('editor.notPassed'), { duration: NOT_PASSED_MS });
      return;
    }
    try {
      const last = await workspaceApi.lastAcCode(p.id, cidOf(scope));
      update({ code: last.code, language: languages.includes(last.language) ? last.language : state.language });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('editor.notPassed'), { duration: NOT_PASSED_MS });
    }
  };

  const onSubmit = async () => {
    const answer = captchaOn ? (captcha.current?.answer() ?? null) : null;
    if (captchaOn && !answer) {
      toast.error(t('editor.captchaRequired'));
      return;
    }
    const sent = await submit(state.code, state.language, answer);
    if (captchaOn) captcha.current?.refresh();
    return sent;
  };

  return (
    <div className="flex flex-col gap-3" data-testid="editor-panel">
      <EditorToolbar
        state={state}
        languages={languages}
        focus={focus}
        onLanguage={setLanguage}
        onChange={update}
        onReset={resetToTemplate}
        onLastAccepted={lastAccepted}
        onFocus={onFocus}
      />
      <CodeEditor
        value={state.code}
        onChange={(code) => update({ code })}
        language={state.language}
        theme={state.theme}
        fontSize={state.fontSize}
        tabSize={state.tabSize}
        height={editorHeight}
        testId="code-editor"
        ariaLabel={t('editor.code')}
      />
      {testOpen && (
        <TestRunPanel
          running={test.running}
          result={test.result}
          defaultInput={p.exampleList[0]?.input ?? ''}
          onRun={(input, expected) => test.run(state.code, state.language, input, expected)}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {result && <SubmitStatus result={result} judgeWaiting={judgeWaiting} />}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {captchaOn && <CaptchaField ref={captcha} />}
          <Button
            variant="outline"
            onClick={() => setTestOpen((o) => !o)}
            aria-pressed={testOpen}
            data-testid="online-test"
          >
            <FlaskConicalIcon /> {t('editor.onlineTest')}
          </Button>
          {confirmCover && myStatus !== JudgeStatus.NOT_SUBMITTED ? (
            <ConfirmDialog
              title={t('editor.submit')}
              description={t('editor.coverConfirm')}
              confirmLabel={t('editor.submit')}
              onConfirm={() => void onSubmit()}
              testId="cover-dialog"
              trigger={(open) => <SubmitButton busy={busy} onClick={open} />}
            />
          ) : (
            <SubmitButton busy={busy} onClick={onSubmit} />
          )}
        </div>
      </div>
    </div>
  );
}

function SubmitButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onClick} disabled={busy} data-testid="submit-code">
      <SendIcon /> {busy ? t('editor.submitting') : t('editor.submit')}
    </Button>
  );
}
