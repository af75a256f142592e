import { useTranslation } from 'react-i18next';
import type { JudgeNodeView } from '../../../src/contract/judge-nodes.ts';
import { SubmitTime } from '../submission/submit-time.tsx';
import { Badge } from '../ui/badge.tsx';

/** A judge node's last heartbeat ("3 minutes ago", the exact time in a tooltip), or "never". */
export function NodeLastSeen({ node }: { node: JudgeNodeView }) {
  const { t } = useTranslation();
  if (node.lastSeenAt === null) return <span className="text-muted-foreground">{t('judgeNodes.never')}</span>;
  return <SubmitTime when={node.lastSeenAt} />;
}

/** The node's version, marked when it is not the server's (such a node is given no submission). */
export function NodeVersion({ node, serverVersion }: { node: JudgeNodeView; serverVersion?: string }) {
  const { t } = useTranslation();
  if (node.version === null) return <span className="text-muted-foreground">—</span>;
  if (serverVersion === undefined || node.version === serverVersion)
    return <span className="font-mono text-xs">{node.version}</span>;
  return (
    <Badge variant="destructive" title={t('judgeNodes.versionMismatch')} data-testid="judge-node-version-mismatch">
      {node.version}
    </Badge>
  );
}

/** The languages the node said it judges. */
export function NodeLanguages({ node }: { node: JudgeNodeView }) {
  if (node.languages.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {node.languages.map((l) => (
        <Badge key={l} variant="secondary" className="font-normal">
          {l}
        </Badge>
      ))}
    </div>
  );
}
