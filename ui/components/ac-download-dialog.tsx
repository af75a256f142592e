import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, SwitchRow } from './form-section.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { FormField } from './ui/form-field.tsx';
import { downloadFile } from '../lib/download.ts';
import { useTask } from '../lib/query/use-task.ts';

const SPLITS = ['user', 'problem'] as const;

/** The contest's accepted submissions as a zip (doc 3 §2): one folder per user or per problem, admins' submissions left out or not. */
export function AcDownloadDialog({
  cid,
  open,
  onOpenChange,
}: {
  cid: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<(typeof SPLITS)[number]>('user');
  // downloadFile says why a file did not come, and answers whether it was saved.
  const downloading = useTask(() =>
    downloadFile(
      '/api/file/download-contest-ac-submission',
      { cid, excludeAdmin: String(excludeAdmin), splitType },
      `contest_${cid}_ac.zip`,
    ),
  );
  const download = async () => {
    if ((await downloading.run())?.answer) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} data-testid={`contest-download-${cid}`}>
        <DialogHeader>
          <DialogTitle>{t('adminContest.download.title')}</DialogTitle>
          <DialogDescription>{t('adminContest.download.hint')}</DialogDescription>
        </DialogHeader>
        <SwitchRow
          id={`download-${cid}-excludeAdmin`}
          label={t('adminContest.download.excludeAdmin')}
          checked={excludeAdmin}
          onChange={setExcludeAdmin}
        />
        <FormField id={`download-${cid}-split`} label={t('adminContest.download.split')}>
          <ChoiceSelect
            id={`download-${cid}-split`}
            value={splitType}
            options={SPLITS}
            label={(s) => t(`adminContest.download.by.${s}`)}
            onChange={setSplitType}
          />
        </FormField>
        <Button onClick={download} disabled={downloading.busy} data-testid={`contest-download-${cid}-submit`}>
          {downloading.busy ? <LoaderCircleIcon className="animate-spin" /> : <DownloadIcon />}{' '}
          {t('adminContest.download.submit')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
