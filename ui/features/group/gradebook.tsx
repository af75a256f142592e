import { DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gradebook as Book } from '../../../src/contract/group-gradebook.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { gradebookApi } from './gradebook-api.ts';
import { GradebookTable } from './gradebook-table.tsx';

/** The gradebook tab (group admins): the members by the group's trainings and contests, and its CSV download. */
export function Gradebook({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  const [book, setBook] = useState<Book | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gradebookApi.get(detail.id).then((b) => live && setBook(b), (e) => live && setError(isApiError(e) ? e.message : t('groupRank.gradebook.loadFailed')));
    return () => {
      live = false;
    };
  }, [detail.id, t]);
  return (
    <div className="flex flex-col gap-3" data-testid="gradebook">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="max-w-3xl text-sm text-muted-foreground">{t('groupRank.gradebook.hint')}</p>
        <Button size="sm" variant="outline" onClick={() => gradebookApi.download(detail.id)} data-testid="gradebook-download">
          <DownloadIcon /> {t('groupRank.gradebook.download')}
        </Button>
      </div>
      {error && <p className="py-10 text-center text-destructive" data-testid="gradebook-error">{error}</p>}
      {book && book.trainings.length + book.contests.length === 0 && <p className="text-sm text-muted-foreground">{t('groupRank.gradebook.nothing')}</p>}
      {book && <GradebookTable book={book} />}
    </div>
  );
}
