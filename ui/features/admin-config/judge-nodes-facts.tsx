import { useAtomValue } from 'jotai';
import { ServerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { JudgeNodeView } from '../../../src/contract/judge-nodes.ts';
import { NodeLanguages, NodeLastSeen, NodeVersion } from '../../components/judge/node-facts.tsx';
import { isRootAtom } from '../../lib/session.ts';

/** The judge card's nodes: each valid node's address, version, workers busy, languages, last heartbeat and verdicts. */
export function JudgeNodesFacts({
  nodes,
  serverVersion,
  onlyNodes,
}: {
  nodes: JudgeNodeView[];
  serverVersion?: string;
  /** The server runs no local worker (`--workers 0`): only the nodes judge. */
  onlyNodes: boolean;
}) {
  const { t } = useTranslation();
  const isRoot = useAtomValue(isRootAtom);
  return (
    <div data-testid="dashboard-judge-nodes">
      <div className="mb-2 flex items-center gap-2 text-sm font-medium">
        <ServerIcon className="size-4" />
        <span className="mr-auto">
          {t('judgeNodes.dashboardTitle')} · {nodes.length}
        </span>
        {isRoot && (
          <Link href="/admin/judge-nodes" className="text-xs font-normal text-primary hover:underline">
            {t('judgeNodes.dashboardMore')}
          </Link>
        )}
      </div>
      {onlyNodes && (
        <p className="mb-2 text-sm text-muted-foreground" data-testid="dashboard-only-nodes">
          {t('judgeNodes.localNone')}
        </p>
      )}
      {nodes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('judgeNodes.dashboardEmpty')}</p>
      ) : (
        <ul className="grid gap-2">
          {nodes.map((n) => (
            <li
              key={n.id}
              className="grid min-w-0 gap-1 rounded-lg border p-2 text-sm"
              data-testid={`dashboard-judge-node-${n.name}`}
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium">{n.name}</span>
                <span className="min-w-0 break-all font-mono text-xs text-muted-foreground">{n.address ?? '—'}</span>
                <span className="ml-auto">
                  <NodeVersion node={n} serverVersion={serverVersion} />
                </span>
              </div>
              <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span className="tabular-nums">{t('judgeNodes.busyOf', { busy: n.busy, workers: n.workers })}</span>
                <span className="tabular-nums">
                  {t('judgeNodes.judged')}: {n.judged}
                </span>
                <span>
                  {t('judgeNodes.lastSeen')}: <NodeLastSeen node={n} />
                </span>
              </div>
              {n.languages.length > 0 && <NodeLanguages node={n} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
