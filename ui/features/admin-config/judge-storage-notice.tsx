import { useTranslation } from 'react-i18next';
import type { JudgeServiceInfo } from '../../../src/contract/dashboard.ts';
import { formatBytes } from './dashboard-format.ts';
import { judgeNotice } from './judge-notice.ts';

/** Above the judge card's figures: what keeps the judge from judging (judge-notice.ts), or nothing. */
export function JudgeStorageNotice({ judge }: { judge: JudgeServiceInfo }) {
  const { t } = useTranslation();
  const lines = judgeNotice(judge, formatBytes);
  if (lines.length === 0) return null;
  return (
    <div
      className="grid gap-1 rounded-md border border-warning bg-warning/10 p-3 text-sm"
      data-testid="judge-notice"
      role="status"
    >
      {lines.map((l) => (
        <p key={l.key} data-testid={`judge-notice-${l.key}`}>
          {t(`adminConfig.judge.${l.key}`, l.values ?? {})}
        </p>
      ))}
    </div>
  );
}
