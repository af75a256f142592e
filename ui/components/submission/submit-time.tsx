import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip.tsx';
import { absoluteTime, relativeTime } from '../../lib/format.ts';

/** "3 minutes ago", with the exact time in a tooltip; refreshed every half minute. */
export function SubmitTime({ when }: { when: number }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className="cursor-default whitespace-nowrap">
          {relativeTime(when, Math.max(now, when), i18n.language)}
        </span>
      </TooltipTrigger>
      <TooltipContent>{absoluteTime(when)}</TooltipContent>
    </Tooltip>
  );
}
