import { PackagePlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminProblemEndpoints as P } from '../../src/contract/endpoints/admin-problems.ts';
import { dashboardEndpoints as D } from '../../src/contract/endpoints/dashboard.ts';
import type { AnswerOf } from '../../src/contract/endpoints/define.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';
import { useSave } from '../lib/query/use-save.ts';
import { FailureLine } from './failure-line.tsx';

type Installed = AnswerOf<typeof P.installStarterSet>;

/**
 * "Install starter problems" on the dashboard: after a confirm, the built-in introductory problems
 * (S001…) go into the bank; the card then says how many were installed and how many were there already.
 */
export function StarterSetCard() {
  const { t } = useTranslation();
  const [done, setDone] = useState<Installed | null>(null);
  const { save, busy, error } = useSave(P.installStarterSet, { invalidates: [P.list, D.info] });
  const install = async () => {
    setDone(null);
    const saved = await save({});
    if (saved) setDone(saved.answer);
  };
  return (
    <Card data-testid="starter-set-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackagePlusIcon className="size-5" />
          {t('adminConfig.starter.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{t('adminConfig.starter.hint')}</p>
        <div>
          <ConfirmDialog
            title={t('adminConfig.starter.confirmTitle')}
            description={t('adminConfig.starter.confirmText')}
            confirmLabel={t('adminConfig.starter.install')}
            onConfirm={install}
            testId="starter-set-confirm"
            trigger={(open) => (
              <Button type="button" disabled={busy} onClick={open} data-testid="starter-set-install">
                {t('adminConfig.starter.install')}
              </Button>
            )}
          />
        </div>
        {done && (
          <p data-testid="starter-set-result">
            {t('adminConfig.starter.installed', { count: done.installed.length })}{' '}
            {done.skipped.length > 0 && t('adminConfig.starter.skipped', { count: done.skipped.length })}
          </p>
        )}
        {done?.failed.map((f) => (
          <p key={f.problemId} className="text-destructive">
            {f.problemId}: {f.error}
          </p>
        ))}
        <FailureLine error={error} />
      </CardContent>
    </Card>
  );
}
