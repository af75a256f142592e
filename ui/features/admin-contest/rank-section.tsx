import { useTranslation } from 'react-i18next';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import { OI_SCORE_TYPES, RANK_SHOW_NAMES, SEAL_CHOICES } from '../../../src/contract/contests.ts';
import { ChoiceSelect, EditorSection, SwitchRow } from '../../components/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { durationOf, sealChoiceEnabled, sealTimeOfState, withSeal } from './form-state.ts';
import type { ContestSectionProps } from './section.tsx';

/** Seal with its options (doc 3 §4), automatic unsealing, OI score type, rank names, print, outside board and the other switches. */
export function ContestRankSection({ state, patch, update }: ContestSectionProps) {
  const { t } = useTranslation();
  const duration = durationOf(state);
  const rule = contestRule(state.type);
  const sealAt = duration > 0 || state.sealedSince !== null ? sealTimeOfState(state) : null;
  // A seal that has begun stays: the students have seen the board freeze then.
  const sealedSince = state.sealRank ? state.sealedSince : null;
  return (
    <EditorSection id="rank" title={t('adminContest.section.rank')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {!rule.form.offersSeal ? (
          // The server seals this contest from its start to its end (a computational-thinking contest).
          <p
            className="rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground sm:col-span-2"
            data-testid="contest-ct-sealed"
          >
            {t('adminContest.hint.ctSealed')}
          </p>
        ) : (
          <>
            <SwitchRow
              id="contest-sealRank"
              label={t('adminContest.field.sealRank')}
              hint={t('adminContest.hint.sealRank')}
              checked={state.sealRank}
              onChange={(v) => update((s) => withSeal(s, v))}
            />
            {sealedSince !== null ? (
              <FormField
                id="contest-sealedSince"
                label={t('adminContest.field.sealChoice')}
                hint={t('adminContest.hint.sealedSince')}
              >
                <div
                  id="contest-sealedSince"
                  data-testid="contest-sealed-since"
                  className="flex h-9 items-center rounded-md border bg-muted/40 px-3 text-sm tabular-nums"
                >
                  {t('adminContest.sealedSince', { time: absoluteTime(sealedSince) })}
                </div>
              </FormField>
            ) : (
              <FormField
                id="contest-sealChoice"
                label={t('adminContest.field.sealChoice')}
                hint={
                  sealAt !== null
                    ? t('adminContest.sealAt', { time: absoluteTime(sealAt) })
                    : t('adminContest.hint.sealChoice')
                }
              >
                <ChoiceSelect
                  id="contest-sealChoice"
                  value={state.sealChoice}
                  options={SEAL_CHOICES}
                  disabled={!state.sealRank}
                  isDisabled={(c) => !sealChoiceEnabled(c, duration)}
                  label={(c) => t(`adminContest.seal.${c}`)}
                  onChange={(sealChoice) => patch({ sealChoice })}
                />
              </FormField>
            )}
            <SwitchRow
              id="contest-autoRealRank"
              label={t('adminContest.field.autoRealRank')}
              hint={t('adminContest.hint.autoRealRank')}
              checked={state.autoRealRank}
              disabled={!state.sealRank}
              onChange={(autoRealRank) => patch({ autoRealRank })}
            />
          </>
        )}
        {rule.form.offersScoreType && (
          <FormField
            id="contest-oiRankScoreType"
            label={t('adminContest.field.oiRankScoreType')}
            hint={t(`adminContest.hint.oi${state.oiRankScoreType}`)}
          >
            <ChoiceSelect
              id="contest-oiRankScoreType"
              value={state.oiRankScoreType}
              options={OI_SCORE_TYPES}
              label={(v) => t(`adminContest.oiScoreType.${v}`)}
              onChange={(oiRankScoreType) => patch({ oiRankScoreType })}
            />
          </FormField>
        )}
        <FormField id="contest-rankShowName" label={t('adminContest.field.rankShowName')}>
          <ChoiceSelect
            id="contest-rankShowName"
            value={state.rankShowName}
            options={RANK_SHOW_NAMES}
            label={(v) => t(`adminContest.rankShowName.${v}`)}
            onChange={(rankShowName) => patch({ rankShowName })}
          />
        </FormField>
        <SwitchRow
          id="contest-openRank"
          label={t('adminContest.field.openRank')}
          hint={t('adminContest.hint.openRank')}
          checked={state.openRank}
          onChange={(openRank) => patch({ openRank })}
        />
        <SwitchRow
          id="contest-openPrint"
          label={t('adminContest.field.openPrint')}
          hint={t('adminContest.hint.openPrint')}
          checked={state.openPrint}
          onChange={(openPrint) => patch({ openPrint })}
        />
        <SwitchRow
          id="contest-allowEndSubmit"
          label={t('adminContest.field.allowEndSubmit')}
          hint={t('adminContest.hint.allowEndSubmit')}
          checked={state.allowEndSubmit}
          onChange={(allowEndSubmit) => patch({ allowEndSubmit })}
        />
        <SwitchRow
          id="contest-visible"
          label={t('adminContest.field.visible')}
          hint={t('adminContest.hint.visible')}
          checked={state.visible}
          onChange={(visible) => patch({ visible })}
        />
      </div>
    </EditorSection>
  );
}
