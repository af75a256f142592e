import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestStatus } from '../../../src/contract/contests.ts';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import {
  boardWith,
  defaultMedalCounts,
  hasOwnAwards,
  MEDALS,
  type MedalCounts,
  rankedCount,
} from '../../../src/contract/scoreboard/resolver.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useScrollData } from './use-scroll-data.ts';

const START_CLASS = 'bg-sky-400 text-lg font-semibold text-black hover:bg-sky-300';

/** The configuration (spec doc 2 §2): medal counts, the star switch, Start; asks first when the contest has not ended. */
export function ConfigPanel({
  cid,
  removeStar: initialRemoveStar,
  onStart,
}: {
  cid: number;
  removeStar: boolean;
  onStart: (removeStar: boolean, medals: MedalCounts) => void;
}) {
  const { t } = useTranslation();
  const contest = useEndpoint(contestEndpoints.info, { cid }, { quiet: true }).data;
  const [removeStar, setRemoveStar] = useState(initialRemoveStar);
  const [counts, setCounts] = useState<Record<keyof MedalCounts, string> | null>(null);
  const load = useScrollData(cid, false);
  const ranked = load.kind === 'ready' ? rankedCount(boardWith(load.data, new Set())) : 0;
  // The counts follow the contest's own awards when it has them.
  const awards = load.kind === 'ready' ? load.info : undefined;

  useEffect(() => {
    if (load.kind === 'loading' || counts !== null) return;
    const d = defaultMedalCounts(ranked, awards);
    setCounts({ gold: String(d.gold), silver: String(d.silver), bronze: String(d.bronze) });
  }, [load.kind, ranked, awards, counts]);

  const medals = (): MedalCounts => {
    const n = (v: string | undefined) => Math.max(0, Math.floor(Number(v) || 0));
    return { gold: n(counts?.gold), silver: n(counts?.silver), bronze: n(counts?.bronze) };
  };
  const start = () => {
    onStart(removeStar, medals());
    return undefined;
  };
  // Ended for everyone: a participant still in their extra time is answering under the seal.
  const ended =
    load.kind === 'ready'
      ? Date.now() >= Math.max(load.info.endTime, load.info.lastEnd ?? 0)
      : contest?.status === ContestStatus.ENDED;

  return (
    <div className="flex min-h-screen items-center justify-center bg-[#070b18] p-6 text-lg text-white">
      <div
        className="grid w-full max-w-lg gap-5 rounded-xl border border-white/20 bg-[#111a33] p-8"
        data-testid="scroll-board-config"
      >
        <h1 className="text-3xl font-bold">{t('scrollBoard.config.title')}</h1>
        {contest && <p className="text-white/80">{contest.title}</p>}
        <FormField id="scroll-cid" label={t('scrollBoard.config.contestId')}>
          <Input id="scroll-cid" value={cid} readOnly className="bg-white/70 text-black" />
        </FormField>
        {MEDALS.map((medal) => (
          <FormField key={medal} id={`scroll-${medal}`} label={t(`scrollBoard.config.${medal}`)}>
            <Input
              id={`scroll-${medal}`}
              type="number"
              min={0}
              step={1}
              className="bg-white text-black"
              value={counts?.[medal] ?? ''}
              onChange={(e) =>
                setCounts((c) => ({ gold: '0', silver: '0', bronze: '0', ...c, [medal]: e.target.value }))
              }
            />
          </FormField>
        ))}
        <p className="text-sm text-white/70">
          {t(awards && hasOwnAwards(awards) ? 'scrollBoard.config.countsHintAwards' : 'scrollBoard.config.countsHint', {
            ranked,
          })}
        </p>
        {load.kind === 'error' && (
          <p role="alert" className="text-sm text-amber-300" data-testid="scroll-board-config-error">
            {load.message}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Switch
            id="scroll-remove-star"
            checked={removeStar}
            onCheckedChange={setRemoveStar}
            className="bg-white/30"
          />
          <Label htmlFor="scroll-remove-star">{t('scrollBoard.config.removeStar')}</Label>
        </div>
        {ended ? (
          <Button
            size="lg"
            className={START_CLASS}
            onClick={start}
            disabled={counts === null}
            data-testid="scroll-board-start"
          >
            {t('scrollBoard.config.start')}
          </Button>
        ) : (
          <ConfirmDialog
            title={t('scrollBoard.config.notEndedTitle')}
            description={t('scrollBoard.config.notEnded')}
            confirmLabel={t('scrollBoard.config.scrollAnyway')}
            onConfirm={start}
            testId="scroll-board-not-ended"
            trigger={(open) => (
              <Button
                size="lg"
                className={START_CLASS}
                onClick={open}
                disabled={counts === null}
                data-testid="scroll-board-start"
              >
                {t('scrollBoard.config.start')}
              </Button>
            )}
          />
        )}
      </div>
    </div>
  );
}
