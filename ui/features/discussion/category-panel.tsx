import { useAtomValue } from 'jotai';
import { CheckIcon, PencilIcon, PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { discussionEndpoints } from '../../../src/contract/endpoints/discussions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { isRootAtom } from '../../lib/session.ts';
import type { DiscussionCategory } from './api.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/**
 * The category sidebar: view mode filters the list; the super admin's edit mode saves the whole
 * list with the check button (`readOnly`: a group's list, where the site's categories only filter).
 */
export function CategoryPanel({
  categories,
  active,
  onPick,
  readOnly = false,
}: {
  categories: DiscussionCategory[];
  active: number | null;
  onPick: (cid: number | null) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const isRoot = useAtomValue(isRootAtom) && !readOnly;
  const [editing, setEditing] = useState<{ id?: number; name: string }[] | null>(null);
  const [missing, setMissing] = useState('');
  const saving = useSave(discussionEndpoints.saveCategories, { invalidates: [discussionEndpoints.categories] });
  const error = missing || saving.error;

  const save = async () => {
    if (!editing) return;
    if (editing.some((c) => !c.name.trim())) return void setMissing(t('discussion.category.nameRequired'));
    setMissing('');
    if (!(await saving.save(editing.map((c) => ({ ...c, name: c.name.trim() }))))) return;
    setEditing(null);
    toast.success(t('discussion.category.saved'));
  };
  const item = 'w-full rounded-md px-3 py-1.5 text-left text-sm hover:bg-muted';
  return (
    <aside className="flex flex-col gap-2 rounded-lg border p-3" data-testid="category-panel">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{t('discussion.category.title')}</h2>
        {isRoot && !editing && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('discussion.category.edit')}
            onClick={() => setEditing(categories.map(({ id, name }) => ({ id, name })))}
            data-testid="category-edit"
          >
            <PencilIcon />
          </Button>
        )}
        {editing && (
          <span className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('discussion.category.cancel')}
              onClick={() => {
                setEditing(null);
                setMissing('');
                saving.reset();
              }}
            >
              <XIcon />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('discussion.category.save')}
              onClick={() => void save()}
              data-testid="category-save"
            >
              <CheckIcon />
            </Button>
          </span>
        )}
      </div>
      {editing ? (
        <div className="flex flex-col gap-1.5">
          {editing.map((c, i) => (
            <div key={c.id ?? `new-${i}`} className="flex gap-1">
              <Input
                value={c.name}
                maxLength={50}
                aria-label={t('discussion.category.name')}
                className="h-8"
                data-testid="category-name"
                onChange={(e) => setEditing(editing.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('discussion.category.remove', { name: c.name })}
                onClick={() => setEditing(editing.filter((_, j) => j !== i))}
              >
                <XIcon />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing([...editing, { name: '' }])}
            data-testid="category-add"
          >
            <PlusIcon /> {t('discussion.category.add')}
          </Button>
          <FailureLine error={error} testId="category-error" />
        </div>
      ) : (
        <nav className="flex flex-row flex-wrap gap-1 md:flex-col">
          <button
            type="button"
            className={cn(item, 'md:w-full w-auto', active === null && 'bg-muted font-medium')}
            onClick={() => onPick(null)}
          >
            {t('discussion.category.all')}
          </button>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              className={cn(item, 'md:w-full w-auto', active === c.id && 'bg-muted font-medium')}
              onClick={() => onPick(c.id)}
              data-testid="category-item"
            >
              {c.name}
            </button>
          ))}
        </nav>
      )}
    </aside>
  );
}
