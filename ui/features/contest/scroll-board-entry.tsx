import { ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** /contest/{cid}/scroll-board (contest admins, ACM): opens the scroll board of this contest in a new window. */
export function ScrollBoardEntry({ cid }: { cid: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-lg border p-8 text-center"
      data-testid="scroll-board-entry"
    >
      <h2 className="text-lg font-semibold">{t('contest.scrollBoard.heading')}</h2>
      <p className="max-w-xl text-sm text-muted-foreground">{t('contest.scrollBoard.hint')}</p>
      <Button
        onClick={() => window.open(`/scrollBoard?cid=${cid}`, '_blank', 'noopener')}
        data-testid="scroll-board-open"
      >
        <ExternalLinkIcon /> {t('contest.scrollBoard.open')}
      </Button>
    </div>
  );
}
