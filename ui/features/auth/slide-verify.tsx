import { CheckIcon, ChevronsRightIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideCaptcha } from '../../../src/contract/accounts.ts';
import { cn } from '../../lib/cn.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { call } from '../../lib/call.ts';

type State = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

/**
 * Slide verification: drag the piece into the gap of the picture. The server checks the
 * position and answers with a single-use token that the next login carries.
 */
export function SlideVerify({ onPass }: { onPass: (slideToken: string) => void }) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<SlideCaptcha | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<State>('idle');
  const start = useRef<{ pointer: number; x: number } | null>(null);

  const load = useCallback(() => {
    setX(0);
    setState('idle');
    call(accountEndpoints.slideCaptcha, undefined).then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(load, [load]);

  const max = captcha ? captcha.width - captcha.block : 0;
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!captcha || state === 'checking' || state === 'passed') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { pointer: e.clientX, x };
    setState('dragging');
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setX(Math.min(max, Math.max(0, start.current.x + e.clientX - start.current.pointer)));
  };
  const onUp = () => {
    if (!start.current || !captcha) return;
    start.current = null;
    setState('checking');
    call(accountEndpoints.checkSlide, { key: captcha.key, x: Math.round(x) }).then(
      (r) => {
        setState('passed');
        onPass(r.slideToken);
      },
      () => {
        setState('failed');
        setTimeout(load, 800);
      },
    );
  };

  const width = captcha?.width ?? 325;
  const height = captcha?.height ?? 100;
  return (
    <div data-testid="slide-verify" className="grid gap-2" style={{ width }}>
      <div className="relative overflow-hidden rounded-md border bg-muted" style={{ width, height }}>
        {captcha && (
          <>
            <img
              src={captcha.bg}
              alt=""
              draggable={false}
              className="absolute inset-0 select-none"
              style={{ width, height }}
            />
            <img
              src={captcha.piece}
              alt=""
              draggable={false}
              data-testid="slide-piece"
              className="absolute select-none drop-shadow"
              style={{ left: x, top: captcha.y }}
            />
          </>
        )}
        <button
          type="button"
          onClick={load}
          aria-label={t('auth.slide.refresh')}
          className="absolute top-1 right-1 cursor-pointer rounded bg-black/40 p-1 text-white"
        >
          <RefreshCwIcon className="size-3.5" />
        </button>
      </div>
      <div className="relative h-10 rounded-md border bg-muted/60 select-none">
        <span className="absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">
          {state === 'failed'
            ? t('auth.slide.failed')
            : state === 'passed'
              ? t('auth.slide.passed')
              : t('auth.slide.hint')}
        </span>
        <div className="absolute inset-y-0 left-0 rounded-md bg-sky-500/15" style={{ width: x + 40 }} />
        <div
          role="slider"
          aria-label={t('auth.slide.hint')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          tabIndex={0}
          data-testid="slide-handle"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          className={cn(
            'absolute top-0 flex h-full w-10 cursor-grab touch-none items-center justify-center rounded-md border bg-background shadow-sm active:cursor-grabbing',
            state === 'passed' && 'bg-success text-white',
            state === 'failed' && 'bg-destructive text-white',
          )}
          style={{ left: x }}
        >
          {state === 'passed' ? (
            <CheckIcon className="size-4" />
          ) : state === 'failed' ? (
            <XIcon className="size-4" />
          ) : (
            <ChevronsRightIcon className="size-4" />
          )}
        </div>
      </div>
    </div>
  );
}
