import { useAtomValue } from 'jotai';
import { RefreshCwIcon, SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';
import { Switch } from '../ui/switch.tsx';
import { statusNameKey } from '../../lib/judge-status.ts';
import { userAtom } from '../../lib/session.ts';
/** The filters this form edits (the list keeps them, with its paging, in the URL). */
export interface StatusFilterValues {
  onlyMine: boolean;
  /** null: every status. */
  status: number | null;
  problemID: string;
  username: string;
}

/** Statuses offered by the status filter. */
const FILTER_STATUSES = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.ACCEPTED,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
  JudgeStatus.SUBMITTED_FAILED,
];

/** Mine/All, status, problem and author search, refresh. */
export function StatusFilters({
  filters,
  onChange,
  onRefresh,
}: {
  filters: StatusFilterValues;
  onChange: (c: Partial<StatusFilterValues>) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [problemID, setProblemID] = useState(filters.problemID);
  const [username, setUsername] = useState(filters.username);
  useEffect(() => setProblemID(filters.problemID), [filters.problemID]);
  useEffect(() => setUsername(filters.username), [filters.username]);

  const setMine = (on: boolean) => {
    if (on && !user) {
      toast.error(t('guard.loginFirst'));
      return;
    }
    onChange({ onlyMine: on, username: '' });
  };

  return (
    <form
      className="flex flex-wrap items-center gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ problemID, username });
      }}
    >
      <div className="flex items-center gap-2">
        <Label htmlFor="only-mine" className="text-sm">
          {t('submission.list.all')}
        </Label>
        <Switch
          id="only-mine"
          checked={filters.onlyMine}
          onCheckedChange={setMine}
          data-testid="only-mine"
          aria-label={t('submission.list.mine')}
        />
        <Label htmlFor="only-mine" className="text-sm">
          {t('submission.list.mine')}
        </Label>
      </div>
      <Select
        value={filters.status === null ? 'all' : String(filters.status)}
        onValueChange={(v) => onChange({ status: v === 'all' ? null : Number(v) })}
      >
        <SelectTrigger className="h-9 min-w-36" aria-label={t('submission.col.status')} data-testid="status-filter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('submission.list.allStatuses')}</SelectItem>
          {FILTER_STATUSES.map((s) => (
            <SelectItem key={s} value={String(s)}>
              {t(statusNameKey(s))}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Input
        value={problemID}
        onChange={(e) => setProblemID(e.target.value)}
        placeholder={t('submission.list.problemSearch')}
        aria-label={t('submission.list.problemSearch')}
        className="w-40"
        data-testid="search-problem"
      />
      <Input
        value={filters.onlyMine ? '' : username}
        onChange={(e) => setUsername(e.target.value)}
        disabled={filters.onlyMine}
        placeholder={t('submission.list.authorSearch')}
        aria-label={t('submission.list.authorSearch')}
        className="w-40"
        data-testid="search-author"
      />
      <Button type="submit" variant="outline" size="icon" aria-label={t('problem.list.search')}>
        <SearchIcon />
      </Button>
      <Button type="button" variant="outline" onClick={onRefresh} data-testid="status-refresh">
        <RefreshCwIcon /> {t('submission.list.refresh')}
      </Button>
    </form>
  );
}
