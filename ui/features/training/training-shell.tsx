import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { AuthTag } from './auth-tag.tsx';
import { TrainingDates } from './training-dates.tsx';
import { TrainingTabBody } from './training-tab-body.tsx';
import { lockedTab, TRAINING_TABS, TrainingBase, trainingTabOf, visibleTrainingTabs } from './training-tabs.ts';
import { useTraining, useTrainingProblems } from './use-training.ts';
import { ShellTab } from '../../components/shell-tab.tsx';

/**
 * /training/{tid} and its tabs: the header, the tab bar (locked tabs disabled), and the open tab.
 * A group mounts it under its own path (`base`), so its links stay inside the group.
 */
export function TrainingShell({ base = '/training' }: { base?: string } = {}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const match = new RegExp(`^${base.replace(/[/]/g, '\\/')}\\/(\\d+)\\/?(.*)$`).exec(location);
  const tid = Number(match?.[1] ?? 0);
  const rest = match?.[2] ?? '';
  const { detail, error, reload } = useTraining(tid);
  const problems = useTrainingProblems(tid, !!detail && detail.access && detail.open);

  if (error)
    return (
      <p className="py-20 text-center text-lg" data-testid="training-error">
        {error}
      </p>
    );
  if (!detail) return <p className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  const shown = visibleTrainingTabs(detail);
  const wanted = trainingTabOf(rest);
  // A tab this viewer may not open, reached by its address, shows the introduction.
  const tab = shown.includes(wanted) && !lockedTab(wanted, detail) ? wanted : 'introduction';
  const onRegistered = () => reload();
  return (
    <TrainingBase.Provider value={base}>
      <div className="flex flex-col gap-4" data-testid="training-shell">
        <header className="flex flex-col items-center gap-2 rounded-lg border p-4 text-center">
          <h1 className="text-xl font-semibold" data-testid="training-heading">
            {detail.title}
          </h1>
          <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
            <AuthTag auth={detail.auth} />
            {detail.categoryName && <TagChip name={detail.categoryName} color={detail.categoryColor} />}
            <span>
              {t('training.list.problemCount')}: {detail.problemCount}
            </span>
            <span>
              {t('training.list.author')}: {detail.author}
            </span>
          </div>
          <TrainingDates row={detail} />
        </header>
        <nav className="flex flex-wrap gap-1 border-b pb-2" aria-label={t('training.route.detail')}>
          {shown.map((key) => {
            const path = TRAINING_TABS[key];
            const disabled = lockedTab(key, detail);
            return (
              <ShellTab
                key={key}
                label={t(`training.tab.${key}`)}
                href={`${base}/${tid}${path ? `/${path}` : ''}`}
                active={tab === key}
                disabled={disabled}
                testId={`training-tab-${key}`}
              />
            );
          })}
        </nav>
        <section>
          <TrainingTabBody detail={detail} tab={tab} rest={rest} problems={problems} onRegistered={onRegistered} />
        </section>
      </div>
    </TrainingBase.Provider>
  );
}
