import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../keyword-search.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';

/** The keyword search of the picker. */
export function PickSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <KeywordSearch
      value=""
      onSearch={onSearch}
      placeholder={t('problemPicker.searchPlaceholder')}
      label={t('problemPicker.search')}
      testId="add-problem-search"
      icon
      small={false}
    />
  );
}

/** Adding a problem by its ID number (or, `byProblemId`, its problem id) without finding it in the list. */
export function AddById({
  busy,
  byProblemId = false,
  onAdd,
}: {
  busy: boolean;
  byProblemId?: boolean;
  onAdd: (typed: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const value = typed.trim();
  const ready = byProblemId ? value !== '' : Number(value) > 0;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onAdd(value);
      }}
      data-testid="add-problem-by-id"
    >
      <Input
        className="h-8 w-32 tabular-nums"
        inputMode={byProblemId ? 'text' : 'numeric'}
        value={typed}
        onChange={(e) => setTyped(byProblemId ? e.target.value : e.target.value.replace(/\D/g, ''))}
        placeholder={t(byProblemId ? 'problemPicker.problemId' : 'problemPicker.id')}
        aria-label={t(byProblemId ? 'problemPicker.problemId' : 'problemPicker.byIdLabel')}
        data-testid="add-problem-pid"
      />
      <Button type="submit" size="sm" variant="outline" disabled={busy || !ready} data-testid="add-problem-pid-add">
        {t('problemPicker.byId')}
      </Button>
    </form>
  );
}

/** The display id a contest asks for before adding the picked problem. */
export function DisplayIdPrompt({
  label,
  suggested,
  busy,
  onAdd,
  onCancel,
}: {
  label: string;
  suggested: string;
  busy: boolean;
  onAdd: (displayId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [displayId, setDisplayId] = useState(suggested);
  return (
    <form
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(displayId.trim());
      }}
      data-testid="add-problem-prompt"
    >
      <span className="text-sm">{t('problemPicker.displayIdPrompt', { id: label })}</span>
      <Input
        className="h-8 w-24 font-mono"
        autoFocus
        value={displayId}
        onChange={(e) => setDisplayId(e.target.value)}
        aria-label={t('problemPicker.displayId')}
        data-testid="add-problem-displayId"
      />
      <Button type="submit" size="sm" disabled={busy} data-testid="add-problem-confirm">
        {t('problemPicker.add')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('problemPicker.cancel')}
      </Button>
    </form>
  );
}
