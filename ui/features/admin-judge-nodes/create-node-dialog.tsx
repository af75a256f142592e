import { KeyRoundIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgeNodeAdminEndpoints as E } from '../../../src/contract/endpoints/judge-nodes.ts';
import { dashboardEndpoints as D } from '../../../src/contract/endpoints/dashboard.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSave } from '../../lib/query/index.ts';

interface Made {
  name: string;
  token: string;
}

/** The token of a node just made, shown this once with a copy button and the command that starts the node. */
function TokenDialog({ made, onClose }: { made: Made; onClose: () => void }) {
  const { t } = useTranslation();
  const command = `verdict judge-node --server ${window.location.origin} --token ${made.token}`;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="judge-node-token-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('judgeNodes.tokenTitle', { name: made.name })}</DialogTitle>
          <DialogDescription className="flex gap-2 text-amber-700 dark:text-amber-400">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" />
            {t('judgeNodes.tokenOnce')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex min-w-0 items-center gap-2 rounded-md border bg-muted p-2">
          <code className="min-w-0 flex-1 break-all font-mono text-sm" data-testid="judge-node-token">
            {made.token}
          </code>
          <CopyButton text={made.token} label={t('judgeNodes.copyToken')} />
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <span className="text-muted-foreground">{t('judgeNodes.tokenCommand')}</span>
          <div className="flex min-w-0 items-start gap-2 rounded-md border p-2">
            <code className="min-w-0 flex-1 break-all font-mono text-xs">{command}</code>
            <CopyButton text={command} />
          </div>
        </div>
        <div className="flex justify-end">
          <Button onClick={onClose} data-testid="judge-node-token-done">
            {t('judgeNodes.done')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Names a new node, then shows its token once; closing forgets the token. */
export function CreateNodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [made, setMade] = useState<Made | null>(null);
  const create = useSave(E.create, { invalidates: [E.list, D.judgeServiceInfo] });
  const close = () => {
    setName('');
    create.reset();
    onClose();
  };
  const submit = async () => {
    const done = await create.save({ name });
    if (done) {
      setMade({ name: done.answer.name, token: done.answer.token });
      close();
    }
  };
  return (
    <>
      <FormDialog
        open={open}
        onClose={close}
        title={t('judgeNodes.createTitle')}
        testId="judge-node-create"
        onSubmit={submit}
        busy={create.busy}
        error={create.error || undefined}
        saveIcon={<KeyRoundIcon />}
        saveLabel={t('judgeNodes.createSave')}
      >
        <FormField id="judge-node-name" label={t('judgeNodes.name')} hint={t('judgeNodes.createHint')}>
          <Input
            id="judge-node-name"
            value={name}
            maxLength={64}
            autoComplete="off"
            placeholder={t('judgeNodes.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="judge-node-name"
          />
        </FormField>
      </FormDialog>
      {made && <TokenDialog made={made} onClose={() => setMade(null)} />}
    </>
  );
}
