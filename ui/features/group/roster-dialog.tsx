import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { RosterLine, RosterPreview } from '../../../src/contract/group-roster.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { api } from '../../lib/api.ts';
import { failureText, useSave } from '../../lib/query/index.ts';
import { RosterPreviewTable } from './roster-preview-table.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/**
 * Adding a class from a roster file (group admins; new accounts the super admin's): the file is
 * previewed line by line, then the lines that join or create are added and the invited ones invited;
 * refusals are shown in place.
 */
export function RosterDialog({
  gid,
  superAdmin,
  open,
  onClose,
}: {
  gid: number;
  superAdmin: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [lines, setLines] = useState<RosterLine[] | null>(null);
  const [previewing, setPreviewing] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const adding = (lines ?? []).filter((l) => l.state === 'join' || l.state === 'create' || l.state === 'invite');
  const addRoster = useSave(E.rosterAdd, { invalidates: [E.members, E.applications, E.detail] });
  // The preview is a multipart upload (not an entry of the table): the roster file as it is read line by line.
  const preview = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setPreviewing({ busy: true, error: '' });
    const read = await api.upload<RosterPreview>(`/api/group/roster-preview?gid=${gid}`, form, { quiet: true }).then(
      (p) => ({ lines: p.lines, error: '' }),
      (e: unknown) => ({ lines: null, error: failureText(e) }),
    );
    setLines(read.lines);
    setPreviewing({ busy: false, error: read.error });
  };
  const add = async () => {
    const done = await addRoster.save({ gid, rows: adding.map((l) => l.fields) });
    if (!done) return;
    toast.success(t('groupRank.roster.added', done.answer));
    setLines(null);
    setFile(null);
    onClose();
  };
  const busy = previewing.busy || addRoster.busy;
  const error = previewing.error || addRoster.error;
  const count = (state: RosterLine['state']) => (lines ?? []).filter((l) => l.state === state).length;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        data-testid="roster-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('groupRank.roster.title')}</DialogTitle>
          <DialogDescription>{t('groupRank.roster.hint')}</DialogDescription>
        </DialogHeader>
        {superAdmin && (
          <p className="text-sm text-muted-foreground" data-testid="roster-root-hint">
            {t('groupRank.roster.rootHint')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{t('groupRank.roster.file')}</span>
          <label className="inline-flex h-8 cursor-pointer items-center rounded-md border px-3 text-sm hover:bg-muted focus-within:ring-2 focus-within:ring-ring">
            {t('groupRank.roster.choose')}
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="sr-only"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setLines(null);
                setPreviewing({ busy: false, error: '' });
                addRoster.reset();
              }}
              data-testid="roster-file"
            />
          </label>
          <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground" data-testid="roster-file-name">
            {file?.name}
          </span>
          <Button variant="outline" size="sm" onClick={preview} disabled={!file || busy} data-testid="roster-preview">
            {t('groupRank.roster.preview')}
          </Button>
        </div>
        <FailureLine error={error} testId="roster-error" />
        {lines && (
          <>
            <p className="text-sm" data-testid="roster-summary">
              {t('groupRank.roster.summary', {
                join: count('join'),
                create: count('create'),
                invite: count('invite'),
                skipped: lines.length - adding.length,
              })}
            </p>
            <RosterPreviewTable lines={lines} />
            {adding.length === 0 && <p className="text-sm text-muted-foreground">{t('groupRank.roster.nothing')}</p>}
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={add} disabled={busy || adding.length === 0} data-testid="roster-confirm">
            {t('groupRank.roster.confirm', { count: adding.length })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
