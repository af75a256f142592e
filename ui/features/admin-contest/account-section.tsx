import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountRule, previewAccountRule } from '../../../src/contract/account-rule.ts';
import { EditorSection, SwitchRow } from '../../components/form-section.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ContestSectionProps } from './section.tsx';

const PREVIEW_SIZE = 6;

/** The account limit (doc 3 §3): prefix, number range, suffix and extra accounts, with a live preview of the names it admits. */
export function ContestAccountSection({ state, patch }: ContestSectionProps) {
  const { t } = useTranslation();
  const rule = state.accountRule;
  // The extra accounts as typed (separators included); the rule keeps the names.
  const [extraText, setExtraText] = useState(rule.extra.join('\n'));
  const set = (change: Partial<AccountRule>) => patch({ accountRule: { ...rule, ...change } });
  const num = (v: string) => (v === '' || !/^\d+$/.test(v) ? 0 : Number(v));
  const ranged = rule.start <= rule.end;
  const count = (ranged ? rule.end - rule.start + 1 : 0) + rule.extra.length;
  return (
    <EditorSection id="account" title={t('adminContest.section.account')} hint={t('adminContest.hint.account')}>
      <SwitchRow
        id="contest-openAccountLimit"
        label={t('adminContest.field.openAccountLimit')}
        checked={state.openAccountLimit}
        onChange={(openAccountLimit) => patch({ openAccountLimit })}
      />
      {state.openAccountLimit && (
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <FormField id="account-prefix" label={t('adminContest.field.prefix')}>
              <Input id="account-prefix" value={rule.prefix} onChange={(e) => set({ prefix: e.target.value.trim() })} />
            </FormField>
            <FormField id="account-suffix" label={t('adminContest.field.suffix')}>
              <Input id="account-suffix" value={rule.suffix} onChange={(e) => set({ suffix: e.target.value.trim() })} />
            </FormField>
            <FormField id="account-start" label={t('adminContest.field.numberFrom')}>
              <Input
                id="account-start"
                type="number"
                min={0}
                inputMode="numeric"
                value={rule.start}
                onChange={(e) => set({ start: num(e.target.value) })}
              />
            </FormField>
            <FormField
              id="account-end"
              label={t('adminContest.field.numberTo')}
              error={ranged ? undefined : t('adminContest.rangeCheck')}
            >
              <Input
                id="account-end"
                type="number"
                min={0}
                inputMode="numeric"
                value={rule.end}
                onChange={(e) => set({ end: num(e.target.value) })}
              />
            </FormField>
          </div>
          <FormField
            id="account-extra"
            label={t('adminContest.field.extraAccount')}
            hint={t('adminContest.hint.extraAccount')}
          >
            <Textarea
              id="account-extra"
              rows={2}
              value={extraText}
              onChange={(e) => {
                setExtraText(e.target.value);
                set({ extra: e.target.value.split(/\s+/).filter(Boolean) });
              }}
            />
          </FormField>
          <div className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid="account-preview">
            <p className="text-sm font-medium">{t('adminContest.accountPreview', { count })}</p>
            {ranged || rule.extra.length > 0 ? (
              <div className="flex flex-wrap gap-1.5">
                {previewAccountRule(ranged ? rule : { ...rule, start: 1, end: 0 }, PREVIEW_SIZE).map((name) => (
                  <Badge key={name} variant="secondary" className="font-mono">
                    {name}
                  </Badge>
                ))}
                {count > PREVIEW_SIZE && <span className="text-sm text-muted-foreground">…</span>}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('adminContest.accountPreviewEmpty')}</p>
            )}
          </div>
        </>
      )}
    </EditorSection>
  );
}
