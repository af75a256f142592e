import { PlusIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Award, DEFAULT_AWARDS } from '../../../src/contract/contests.ts';
import { ChoiceSelect, EditorSection } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { withAwardType } from './form-state.ts';
import type { ContestSectionProps } from './section.tsx';

const AWARD_TYPES = [0, 1, 2] as const;

/** Awards (doc 3 §4): none, by proportion (percent of ranked rows) or by count; each with a name, colours and a number. */
export function ContestAwardsSection({ state, patch, update }: ContestSectionProps) {
  const { t } = useTranslation();
  const list = state.awardConfigList;
  const set = (i: number, change: Partial<Award>) =>
    patch({ awardConfigList: list.map((a, j) => (j === i ? { ...a, ...change } : a)) });
  const restore = () => patch({ awardConfigList: DEFAULT_AWARDS.map((a) => ({ ...a })) });
  const add = () =>
    patch({
      awardConfigList: [
        ...list,
        { priority: list.length + 1, name: '', background: '#e6bf25', color: '#ffffff', num: 1 },
      ],
    });
  return (
    <EditorSection
      id="awards"
      title={t('adminContest.section.awards')}
      action={
        state.awardType !== 0 && (
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={restore} data-testid="award-restore">
              <RotateCcwIcon /> {t('adminContest.awardRestore')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={add} data-testid="award-add">
              <PlusIcon /> {t('adminContest.add')}
            </Button>
          </div>
        )
      }
    >
      <FormField
        id="contest-awardType"
        label={t('adminContest.field.awardType')}
        hint={t(`adminContest.hint.award${state.awardType}`)}
        className="sm:max-w-xs"
      >
        <ChoiceSelect
          id="contest-awardType"
          value={state.awardType as 0 | 1 | 2}
          options={AWARD_TYPES}
          label={(v) => t(`adminContest.awardType.${v}`)}
          onChange={(v) => update((s) => withAwardType(s, v))}
        />
      </FormField>
      {state.awardType !== 0 &&
        list.map((a, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: an award is its rank in the list: rows are added and removed at the end
            key={i}
            className="grid grid-cols-2 items-end gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
            data-testid={`award-${i}`}
          >
            <FormField
              id={`award-${i}-name`}
              label={t('adminContest.field.awardName')}
              className="col-span-2 sm:col-span-1"
            >
              <div className="flex items-center gap-2">
                <span
                  className="inline-flex h-7 min-w-14 items-center justify-center rounded px-2 text-xs font-semibold"
                  style={{ background: a.background, color: a.color }}
                >
                  {a.name || '—'}
                </span>
                <Input id={`award-${i}-name`} value={a.name} onChange={(e) => set(i, { name: e.target.value })} />
              </div>
            </FormField>
            <FormField id={`award-${i}-background`} label={t('adminContest.field.awardBackground')}>
              <Input
                id={`award-${i}-background`}
                type="color"
                className="h-9 p-1"
                value={a.background || '#ffffff'}
                onChange={(e) => set(i, { background: e.target.value })}
              />
            </FormField>
            <FormField id={`award-${i}-color`} label={t('adminContest.field.awardColor')}>
              <Input
                id={`award-${i}-color`}
                type="color"
                className="h-9 p-1"
                value={a.color || '#000000'}
                onChange={(e) => set(i, { color: e.target.value })}
              />
            </FormField>
            <FormField
              id={`award-${i}-num`}
              label={t(state.awardType === 1 ? 'adminContest.field.awardPercent' : 'adminContest.field.awardNum')}
            >
              <Input
                id={`award-${i}-num`}
                type="number"
                min={0}
                inputMode="numeric"
                value={a.num}
                onChange={(e) => set(i, { num: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('adminContest.remove')}
              onClick={() => patch({ awardConfigList: list.filter((_, j) => j !== i) })}
            >
              <Trash2Icon className="text-destructive" />
            </Button>
          </div>
        ))}
    </EditorSection>
  );
}
