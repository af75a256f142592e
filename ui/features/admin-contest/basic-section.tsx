import { useTranslation } from 'react-i18next';
import { ContestAuth } from '../../../src/contract/contests.ts';
import { ChoiceSelect, EditorSection, Req } from '../../components/form-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { durationOf, withTimes } from './form-state.ts';
import { fromLocalInput, toLocalInput } from '../../lib/local-time.ts';
import type { ContestSectionProps } from './section.tsx';

const TYPES = [0, 1, 2] as const;
const AUTHS = [ContestAuth.PUBLIC, ContestAuth.PRIVATE, ContestAuth.PROTECTED] as const;

/** "2 h 30 min" for a number of seconds. */
function DurationText({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return <>{t('adminContest.durationValue', { h, m })}</>;
}

/** Title, description, start, end, derived duration, rule type (locked when editing), auth and password. */
export function ContestBasicSection({ state, patch, update }: ContestSectionProps) {
  const { t } = useTranslation();
  const duration = durationOf(state);
  const timeBroken = state.startTime !== null && state.endTime !== null && duration === 0;
  return (
    <EditorSection id="basic" title={t('adminContest.section.basic')}>
      <FormField id="contest-title" label={<Req>{t('adminContest.field.title')}</Req>}>
        <Input id="contest-title" value={state.title} onChange={(e) => patch({ title: e.target.value })} />
      </FormField>
      <MarkdownField
        id="contest-description"
        label={<Req>{t('adminContest.field.description')}</Req>}
        value={state.description}
        onChange={(description) => patch({ description })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField id="contest-startTime" label={<Req>{t('adminContest.field.startTime')}</Req>}>
          <Input
            id="contest-startTime"
            type="datetime-local"
            value={toLocalInput(state.startTime)}
            onChange={(e) => update((s) => withTimes(s, { startTime: fromLocalInput(e.target.value) }))}
          />
        </FormField>
        <FormField id="contest-endTime" label={<Req>{t('adminContest.field.endTime')}</Req>}>
          <Input
            id="contest-endTime"
            type="datetime-local"
            value={toLocalInput(state.endTime)}
            onChange={(e) => update((s) => withTimes(s, { endTime: fromLocalInput(e.target.value) }))}
          />
        </FormField>
        <FormField
          id="contest-duration"
          label={t('adminContest.field.duration')}
          error={timeBroken ? t('adminContest.timeCheck') : undefined}
        >
          <div
            id="contest-duration"
            data-testid="contest-duration"
            className="flex h-9 items-center rounded-md border bg-muted/40 px-3 text-sm tabular-nums"
          >
            <DurationText seconds={duration} />
          </div>
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField
          id="contest-type"
          label={t('adminContest.field.type')}
          hint={state.id ? t('adminContest.typeLocked') : undefined}
        >
          <ChoiceSelect
            id="contest-type"
            value={state.type as 0 | 1 | 2}
            options={TYPES}
            disabled={state.id !== undefined}
            label={(v) => t(`adminContest.type.${v}`)}
            onChange={(type) => patch({ type })}
          />
        </FormField>
        <FormField
          id="contest-auth"
          label={t('adminContest.field.auth')}
          hint={t(`adminContest.authHint.${state.auth}`)}
        >
          <ChoiceSelect
            id="contest-auth"
            value={state.auth as 0 | 1 | 2}
            options={AUTHS}
            label={(v) => t(`adminContest.auth.${v}`)}
            onChange={(auth) => patch({ auth })}
          />
        </FormField>
        {state.auth !== ContestAuth.PUBLIC && (
          <FormField id="contest-pwd" label={<Req>{t('adminContest.field.pwd')}</Req>}>
            <Input
              id="contest-pwd"
              value={state.pwd}
              autoComplete="off"
              onChange={(e) => patch({ pwd: e.target.value })}
            />
          </FormField>
        )}
      </div>
    </EditorSection>
  );
}
