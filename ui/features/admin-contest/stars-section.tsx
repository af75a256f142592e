import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorSection } from '../../components/form-section.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { ContestSectionProps } from './section.tsx';

/** Star users (unofficial participants, rank -1, no awards): names trimmed, empty ones ignored, a second copy warned and refused. */
export function ContestStarsSection({ state, patch }: ContestSectionProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const add = () => {
    const username = name.trim();
    if (!username) return;
    if (state.starAccount.some((s) => s.trim() === username)) {
      const text = t('adminContest.starDuplicate', { name: username });
      setWarning(text);
      toast.warning(text);
      return;
    }
    setWarning(null);
    patch({ starAccount: [...state.starAccount, username] });
    setName('');
  };
  return (
    <EditorSection id="stars" title={t('adminContest.section.stars')} hint={t('adminContest.hint.stars')}>
      <form
        className="flex gap-2 sm:max-w-md"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('adminContest.starPlaceholder')}
          aria-label={t('adminContest.starPlaceholder')}
          data-testid="star-input"
        />
        <Button type="submit" variant="outline" data-testid="star-add">
          <PlusIcon /> {t('adminContest.add')}
        </Button>
      </form>
      {warning && (
        <p role="alert" className="text-sm text-amber-700" data-testid="star-warning">
          {warning}
        </p>
      )}
      <div className="flex flex-wrap gap-1.5" data-testid="star-list">
        {state.starAccount.length === 0 && (
          <span className="text-sm text-muted-foreground">{t('adminContest.starEmpty')}</span>
        )}
        {state.starAccount.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same name may be typed twice; each chip is its place in the list
          <Badge key={`${s}-${i}`} variant="secondary" className="gap-1 pr-1 font-mono">
            {s}
            <button
              type="button"
              className="rounded-sm p-0.5 hover:bg-background/60"
              aria-label={t('adminContest.starRemove', { name: s })}
              onClick={() => patch({ starAccount: state.starAccount.filter((_, j) => j !== i) })}
            >
              <XIcon className="size-3" />
            </button>
          </Badge>
        ))}
      </div>
    </EditorSection>
  );
}
