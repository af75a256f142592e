import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadFile } from '../../lib/download.ts';
import { failureText, useEndpoint } from '../../lib/query/index.ts';
import { GradebookTable } from './gradebook-table.tsx';

/** The gradebook tab (group admins): the members by the group's trainings and contests, and its CSV download (a file, not an entry). */
export function Gradebook({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  const read = useEndpoint(E.gradebook, { gid: detail.id }, { quiet: true });
  const book = read.data;
  const error = read.error ? failureText(read.error) : null;
  return (
    <div className="flex flex-col gap-3" data-testid="gradebook">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="max-w-3xl text-sm text-muted-foreground">{t('groupRank.gradebook.hint')}</p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadFile('/api/group/gradebook.csv', { gid: detail.id }, `gradebook_${detail.id}.csv`)}
          data-testid="gradebook-download"
        >
          <DownloadIcon /> {t('groupRank.gradebook.download')}
        </Button>
      </div>
      {error && (
        <p className="py-10 text-center text-destructive" data-testid="gradebook-error">
          {error}
        </p>
      )}
      {book && book.trainings.length + book.contests.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('groupRank.gradebook.nothing')}</p>
      )}
      {book && <GradebookTable book={book} />}
    </div>
  );
}
