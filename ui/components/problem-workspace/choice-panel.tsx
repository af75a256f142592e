import { useAtomValue } from 'jotai';
import { Maximize2Icon, Minimize2Icon, RotateCcwIcon, HistoryIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CHOICE_LETTERS, type ChoiceLetter, type ChoiceProblem } from '../../../src/contract/choice.ts';
import { submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { cn } from '../../lib/cn.ts';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { getToken } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { StatusBadge } from '../judge/status-badge.tsx';
import { Markdown } from '../markdown.tsx';
import { Button } from '../ui/button.tsx';
import { answerLocked, answerShows, type ChoiceWhere } from './choice-logic.ts';
import { ChoiceImage } from './choice-statement.tsx';
import { CaptchaField, type CaptchaHandle } from './editor/captcha-field.tsx';
import { cidOf, tidOf, type WorkspaceScope } from './scope.ts';

interface Props {
  problem: ChoiceProblem;
  scope: WorkspaceScope;
  /** The contest's status (-1, 0, 1) in a contest, else null. */
  contestStatus: number | null;
  handedIn: boolean;
  /** The viewer's last saved answer and its verdict, as the server has them. */
  last: { selection: ChoiceLetter | null; status: number };
  onAnswered: () => void;
  focus: boolean;
  onFocus: () => void;
}

const whereOf = (scope: WorkspaceScope): ChoiceWhere =>
  scope.kind === 'contest' ? 'contest' : scope.kind === 'training' ? 'training' : 'bank';

/** The right side of a choice problem: options A–D, captcha, Submit (Save in a contest), the status area and the analysis. */
export function ChoicePanel({ problem, scope, contestStatus, handedIn, last, onAnswered, focus, onFocus }: Props) {
  const { t } = useTranslation();
  const captchaOn = useAtomValue(siteConfigAtom).captchaOnSubmit;
  const captcha = useRef<CaptchaHandle>(null);
  const where = whereOf(scope);
  const [picked, setPicked] = useState<ChoiceLetter | null>(last.selection);
  const sending = useSave(S.choiceSubmit, { onFailure: (e) => toast.error(failureText(e)) });
  useEffect(() => setPicked(last.selection), [last.selection]);
  const locked = answerLocked(where, contestStatus, handedIn);
  const shows = answerShows(where, contestStatus);

  const send = async () => {
    if (!getToken()) {
      toast.warning(t('guard.loginFirst'));
      openLoginModal('login');
      return;
    }
    if (!picked) return void toast.error(t('choice.panel.pickFirst'));
    const answer = captchaOn ? (captcha.current?.answer() ?? null) : null;
    if (captchaOn && !answer) return void toast.error(t('editor.captchaRequired'));
    const pid = scope.kind === 'contest' ? scope.displayId : problem.problemId;
    const sent = await sending.save({
      pid,
      selection: picked,
      cid: cidOf(scope),
      tid: tidOf(scope),
      ...(answer ?? {}),
    });
    if (captchaOn) captcha.current?.refresh();
    if (!sent) return;
    toast.success(shows === 'saved' ? t('choice.panel.saved') : t('choice.panel.submitted'));
    onAnswered();
  };

  const answered = last.selection !== null && last.status !== JudgeStatus.NOT_SUBMITTED;
  return (
    <div className="flex flex-col gap-4" data-testid="choice-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('choice.panel.heading')}</h2>
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={locked}
            onClick={() => setPicked(null)}
            title={t('choice.panel.reset')}
            data-testid="choice-reset"
          >
            <RotateCcwIcon />
            {t('choice.panel.reset')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={locked || !last.selection}
            onClick={() => setPicked(last.selection)}
            data-testid="choice-last"
          >
            <HistoryIcon />
            {t('choice.panel.lastAnswer')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onFocus}
            aria-label={focus ? t('choice.panel.leaveFocus') : t('choice.panel.focus')}
            title={focus ? t('choice.panel.leaveFocus') : t('choice.panel.focus')}
            data-testid="choice-focus"
          >
            {focus ? <Minimize2Icon /> : <Maximize2Icon />}
          </Button>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2" disabled={locked} data-testid="choice-options">
        <legend className="sr-only">{t('choice.panel.heading')}</legend>
        {CHOICE_LETTERS.map((letter, i) => {
          const option = problem.options[i] ?? { text: '', image: '' };
          return (
            <label
              key={letter}
              data-testid={`choice-option-${letter}`}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50',
                picked === letter && 'border-sky-600 bg-sky-50 dark:bg-sky-950',
                locked && 'cursor-not-allowed opacity-80',
              )}
            >
              <input
                type="radio"
                name={`choice-${problem.id}`}
                value={letter}
                checked={picked === letter}
                onChange={() => setPicked(letter)}
                className="mt-1 size-4 accent-sky-600"
              />
              <span className="font-mono font-semibold">{letter}.</span>
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                {option.text && <Markdown source={option.text} />}
                <ChoiceImage src={option.image} alt={t('choice.panel.optionImage', { letter })} />
              </span>
            </label>
          );
        })}
      </fieldset>
      <div
        className="flex flex-col gap-2 rounded-lg border p-3 text-sm"
        data-testid="choice-status"
        data-status={answered ? last.status : -10}
      >
        <span className="text-muted-foreground">{t('editor.status')}</span>
        {!answered && <span>{t('choice.panel.notAnswered')}</span>}
        {answered && shows === 'saved' && (
          <span data-testid="choice-saved">{t('choice.panel.savedAnswer', { letter: last.selection })}</span>
        )}
        {answered && shows === 'verdict' && (
          <span className="flex items-center gap-2">
            <StatusBadge status={last.status} />
            {t('choice.panel.yourAnswer', { letter: last.selection })}
          </span>
        )}
        {handedIn && (
          <span className="text-amber-700" data-testid="choice-handed-in">
            {t('choice.handIn.done')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {captchaOn && !locked && <CaptchaField ref={captcha} />}
        <Button onClick={send} disabled={locked || sending.busy} data-testid="choice-submit">
          {where === 'contest' ? t('choice.panel.save') : t('choice.panel.submit')}
        </Button>
      </div>
      {problem.analysis !== null && (problem.analysis || problem.analysisImage) && (
        <section
          className="flex flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50/50 p-3 dark:bg-emerald-950/30"
          data-testid="choice-analysis"
        >
          <h2 className="font-semibold">{t('choice.panel.analysis')}</h2>
          <Markdown source={problem.analysis} />
          <ChoiceImage src={problem.analysisImage} alt={t('choice.panel.analysis')} />
        </section>
      )}
    </div>
  );
}
