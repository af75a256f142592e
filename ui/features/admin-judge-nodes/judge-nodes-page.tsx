import { PlusIcon, ServerIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { dashboardEndpoints as D } from '../../../src/contract/endpoints/dashboard.ts';
import { judgeNodeAdminEndpoints as E } from '../../../src/contract/endpoints/judge-nodes.ts';
import type { JudgeNodeView } from '../../../src/contract/judge-nodes.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { NodeLanguages, NodeLastSeen, NodeVersion } from '../../components/judge/node-facts.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { call } from '../../lib/call.ts';
import { failureText, invalidate, useEndpoint } from '../../lib/query/index.ts';
import { CreateNodeDialog } from './create-node-dialog.tsx';

/** Nodes and their heartbeats change while one watches. */
const EVERY_MS = 10_000;

function RevokeButton({ node }: { node: JudgeNodeView }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('judgeNodes.revokeTitle', { name: node.name })}
      description={t('judgeNodes.revokeHint')}
      confirmLabel={t('judgeNodes.revoke')}
      testId="judge-node-revoke"
      onConfirm={async () => {
        await call(E.revoke, { id: node.id });
        toast.success(t('judgeNodes.revokedToast', { name: node.name }));
        await invalidate(E.list, D.judgeServiceInfo);
      }}
      trigger={(open) => (
        <Button variant="outline" size="sm" onClick={open} data-testid={`judge-node-revoke-${node.name}`}>
          {t('judgeNodes.revoke')}
        </Button>
      )}
    />
  );
}

/** /admin/judge-nodes: the machines that judge for this server, a new node's token (shown once), revoking one. */
export function JudgeNodesPage() {
  const { t } = useTranslation();
  const read = useEndpoint(E.list, undefined, { every: EVERY_MS });
  const [creating, setCreating] = useState(false);
  const list = read.data;
  const serverVersion = list?.serverVersion ?? '';
  const columns: Column<JudgeNodeView>[] = [
    {
      id: 'name',
      header: t('judgeNodes.name'),
      cell: (n) => (
        <div className="grid gap-1">
          <span className="font-medium">{n.name}</span>
          {n.revokedAt !== null && (
            <Badge variant="outline" className="w-fit text-muted-foreground" title={absoluteTime(n.revokedAt)}>
              {t('judgeNodes.revoked')}
            </Badge>
          )}
        </div>
      ),
    },
    {
      id: 'address',
      header: t('judgeNodes.address'),
      cell: (n) => n.address ?? '—',
      cellClassName: 'font-mono text-xs',
    },
    {
      id: 'version',
      header: t('judgeNodes.version'),
      cell: (n) => <NodeVersion node={n} serverVersion={serverVersion} />,
    },
    {
      id: 'workers',
      header: t('judgeNodes.workers'),
      cellClassName: 'tabular-nums whitespace-nowrap',
      cell: (n) => t('judgeNodes.busyOf', { busy: n.busy, workers: n.workers }),
    },
    {
      id: 'languages',
      header: t('judgeNodes.languages'),
      className: 'hidden lg:table-cell',
      cell: (n) => <NodeLanguages node={n} />,
    },
    { id: 'lastSeen', header: t('judgeNodes.lastSeen'), cell: (n) => <NodeLastSeen node={n} /> },
    { id: 'judged', header: t('judgeNodes.judged'), cellClassName: 'tabular-nums', cell: (n) => n.judged },
    {
      id: 'actions',
      header: '',
      cellClassName: 'text-right',
      cell: (n) => (n.revokedAt === null ? <RevokeButton node={n} /> : null),
    },
  ];
  return (
    <div className="grid min-w-0 gap-4" data-testid="judge-nodes-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <ServerIcon className="size-6" />
          {t('judgeNodes.title')}
        </h1>
        <Button onClick={() => setCreating(true)} data-testid="judge-node-new">
          <PlusIcon /> {t('judgeNodes.create')}
        </Button>
      </div>
      {list && (
        <p className="text-sm text-muted-foreground" data-testid="judge-nodes-hint">
          {t('judgeNodes.hint', { version: list.serverVersion, count: list.localWorkers })}
          <code className="my-1 block w-fit max-w-full overflow-x-auto rounded bg-muted px-2 py-1 font-mono text-xs text-foreground">
            verdict judge-node --server URL --token TOKEN
          </code>
          {list.localWorkers === 0 && <span className="block">{t('judgeNodes.localNone')}</span>}
        </p>
      )}
      <Card className="min-w-0 py-0">
        <CardContent className="overflow-x-auto p-0">
          <DataTable
            columns={columns}
            rows={list?.nodes ?? (read.error ? [] : null)}
            rowKey={(n) => n.id}
            rowTestId={(n) => `judge-node-row-${n.name}`}
            rowData={(n) => ({ 'data-token': n.revokedAt === null ? 'valid' : 'revoked' })}
            error={read.error && !list ? failureText(read.error) : undefined}
            empty={t('judgeNodes.empty')}
            testId="judge-nodes-table"
          />
        </CardContent>
      </Card>
      <CreateNodeDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
