import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Tag } from '../../../src/contract/problems.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import type { TagChip } from './form-state.ts';
import { isDuplicateTag } from '../../../src/contract/problem-form-rules.ts';

/** Tags: pick existing ones or name new ones (created when the problem is saved); never twice. */
export function TagsSection({ state, patch, allTags }: SectionProps & { allTags: Tag[] }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const add = (tag: TagChip) => {
    if (!tag.name.trim()) return;
    if (isDuplicateTag(state.tags, tag)) {
      toast.warning(t('adminProblem.msg.addTagError'));
      return;
    }
    patch({ tags: [...state.tags, tag] });
  };
  const addNew = () => {
    const existing = allTags.find((x) => x.name.toLowerCase() === name.trim().toLowerCase());
    add(existing ? { id: existing.id, name: existing.name, color: existing.color } : { name: name.trim() });
    setName('');
  };
  return (
    <EditorSection id="tags" title={t('adminProblem.section.tags')}>
      <div className="flex min-h-8 flex-wrap gap-2" data-testid="problem-tags">
        {state.tags.length === 0 && <span className="text-sm text-muted-foreground">{t('adminProblem.noTags')}</span>}
        {state.tags.map((tag) => (
          <Badge
            key={tag.id ?? `new-${tag.name}`}
            variant="secondary"
            className="gap-1 py-1 text-sm"
            style={tag.color ? { backgroundColor: tag.color, color: '#fff' } : undefined}
          >
            {tag.name}
            {tag.id === undefined && <span className="text-xs opacity-70">({t('adminProblem.newTag')})</span>}
            <button
              type="button"
              aria-label={t('adminProblem.removeTag', { name: tag.name })}
              className="cursor-pointer"
              onClick={() => patch({ tags: state.tags.filter((x) => x !== tag) })}
            >
              <XIcon className="size-3" />
            </button>
          </Badge>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Select
          value=""
          onValueChange={(v) => {
            const tag = allTags.find((x) => String(x.id) === v);
            if (tag) add({ id: tag.id, name: tag.name, color: tag.color });
          }}
        >
          <SelectTrigger className="w-full sm:w-56" data-testid="tag-pick" aria-label={t('adminProblem.pickTag')}>
            <SelectValue placeholder={t('adminProblem.pickTag')} />
          </SelectTrigger>
          <SelectContent>
            {allTags.length === 0 && (
              <div className="px-2 py-1.5 text-sm text-muted-foreground">{t('adminProblem.noTags')}</div>
            )}
            {allTags.map((tag) => (
              <SelectItem key={tag.id} value={String(tag.id)}>
                {tag.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <form
          className="flex w-full gap-2 sm:w-auto"
          onSubmit={(e) => {
            e.preventDefault();
            addNew();
          }}
        >
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('adminProblem.newTagName')}
            aria-label={t('adminProblem.newTagName')}
            className="sm:w-48"
            data-testid="tag-new-name"
          />
          <Button type="submit" variant="outline" data-testid="tag-new-add">
            <PlusIcon /> {t('adminProblem.addTag')}
          </Button>
        </form>
      </div>
    </EditorSection>
  );
}
