import { CpuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JudgeServiceInfo } from '../../../src/contract/dashboard.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FactList } from './fact-list.tsx';
import { JudgeStorageNotice } from './judge-storage-notice.tsx';
import { JudgeNodesFacts } from './judge-nodes-facts.tsx';

/** The in-process judge: what keeps it from judging (judge-storage-notice.tsx), workers busy and idle, the queue by priority, the sandbox and the languages of this host. */
export function JudgeCard({ judge, serverVersion }: { judge: JudgeServiceInfo; serverVersion?: string }) {
  const { t } = useTranslation();
  const available = judge.languages.filter((l) => l.available);
  const missing = judge.languages.filter((l) => !l.available);
  const sandbox = judge.sandbox;
  return (
    <Card data-testid="dashboard-judge">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CpuIcon className="size-5" />
          {t('adminConfig.judge.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <JudgeStorageNotice judge={judge} />
        <div className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['workers', judge.workers],
              ['busy', judge.busy],
              ['idle', judge.idle],
            ] as const
          ).map(([key, n]) => (
            <div key={key} className="rounded-lg bg-muted p-2">
              <div className="text-xs text-muted-foreground">{t(`adminConfig.judge.${key}`)}</div>
              <div className="text-xl font-semibold tabular-nums" data-testid={`judge-${key}`}>
                {n}
              </div>
            </div>
          ))}
        </div>
        <div>
          <div className="mb-2 text-sm font-medium">{t('adminConfig.judge.queue')}</div>
          <FactList
            testId="judge-queue"
            rows={[
              [t('adminConfig.judge.queueTests'), judge.queue.tests],
              [t('adminConfig.judge.queueContest'), judge.queue.contest],
              [t('adminConfig.judge.queuePractice'), judge.queue.practice],
            ]}
          />
          <p className="mt-2 text-xs text-muted-foreground">{t('adminConfig.judge.queueHint')}</p>
        </div>
        {judge.nodes && (
          <JudgeNodesFacts
            nodes={judge.nodes}
            serverVersion={serverVersion}
            onlyNodes={judge.running && judge.workers === 0}
          />
        )}
        {judge.active.length > 0 && (
          <div className="text-sm">
            <span className="text-muted-foreground">{t('adminConfig.judge.judging')}: </span>
            {judge.active
              .map((a) => (a.kind === 'submission' ? `#${a.id}` : t('adminConfig.judge.queueTests')))
              .join(', ')}
          </div>
        )}
        {sandbox && (
          <FactList
            rows={[
              [
                t('adminConfig.judge.sandbox'),
                <span key="s">
                  {sandbox.cgroup === 'none' ? t('adminConfig.judge.cgroupNone') : `cgroup ${sandbox.cgroup}`}
                  {' · '}
                  {t('adminConfig.judge.seccomp')}{' '}
                  {t(sandbox.seccomp ? 'adminConfig.judge.on' : 'adminConfig.judge.off')}
                  {sandbox.warnings.map((w) => (
                    <span key={w} className="block text-xs text-muted-foreground">
                      {w}
                    </span>
                  ))}
                </span>,
              ],
            ]}
          />
        )}
        <div>
          <div className="mb-2 text-sm font-medium">
            {t('adminConfig.judge.languages')} · {t('adminConfig.judge.available', { count: available.length })}
          </div>
          <div className="flex flex-wrap gap-1.5" data-testid="judge-languages">
            {available.map((l) => (
              <Badge key={l.id} variant="secondary" title={l.version}>
                {l.name}
              </Badge>
            ))}
          </div>
          {missing.length > 0 && (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-muted-foreground">
                {t('adminConfig.judge.unavailable', { count: missing.length })}
              </summary>
              <ul className="mt-2 grid gap-1">
                {missing.map((l) => (
                  <li key={l.id}>
                    <span className="font-medium">{l.name}</span>{' '}
                    <span className="text-muted-foreground">— {l.reason}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
