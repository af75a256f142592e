import { PanelRightCloseIcon, PanelRightOpenIcon } from 'lucide-react';
import {
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { dragSplit, initialSplit, type SplitState } from './split-math.ts';

/**
 * Problem on the left, editor on the right, with a draggable divider and a fold button. Narrow
 * screens (under 992 px) stack the two instead.
 */
export function SplitPane({
  left,
  right,
  stacked,
  className,
}: {
  left: ReactNode;
  right: ReactNode;
  stacked: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [split, setSplit] = useState<SplitState | null>(null);
  const dragging = useRef(false);

  useEffect(() => {
    if (!stacked && box.current && split === null) setSplit(initialSplit(box.current.clientWidth));
  }, [stacked, split]);

  const onMove = useCallback((e: PointerEvent) => {
    if (!dragging.current || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    setSplit(dragSplit(rect.width, e.clientX - rect.left));
  }, []);
  const onUp = useCallback(() => {
    dragging.current = false;
    document.body.style.userSelect = '';
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
  }, [onMove]);
  const onDown = (e: ReactPointerEvent) => {
    e.preventDefault();
    dragging.current = true;
    document.body.style.userSelect = 'none';
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };
  useEffect(() => onUp, [onUp]);

  const toggle = () => {
    const width = box.current?.clientWidth ?? 1200;
    setSplit((s) => (s?.collapsed ? initialSplit(width) : { left: width, collapsed: true }));
  };

  if (stacked) {
    return (
      <div className={cn('flex flex-col gap-4', className)}>
        <div className="min-w-0">{left}</div>
        <div className="min-w-0">{right}</div>
      </div>
    );
  }
  const collapsed = split?.collapsed ?? false;
  return (
    <div ref={box} className={cn('flex min-h-0 w-full', className)} data-testid="split-pane" data-collapsed={collapsed}>
      <div
        className="min-w-0 shrink-0 overflow-y-auto pr-2"
        style={{ width: collapsed ? '100%' : split ? split.left : '50%', flexShrink: collapsed ? 1 : 0 }}
      >
        {left}
      </div>
      <div className="relative flex w-3 shrink-0 flex-col items-center">
        {/* biome-ignore lint/a11y/useSemanticElements: the divider is dragged with the pointer; an <hr> holds no handlers */}
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('problem.page.divider')}
          onPointerDown={collapsed ? undefined : onDown}
          className={cn('h-full w-1 rounded bg-border', !collapsed && 'cursor-col-resize hover:bg-sky-400')}
        />
        <button
          type="button"
          onClick={toggle}
          data-testid="split-toggle"
          aria-label={collapsed ? t('problem.page.showEditor') : t('problem.page.hideEditor')}
          title={collapsed ? t('problem.page.showEditor') : t('problem.page.hideEditor')}
          className="absolute top-2 flex size-6 cursor-pointer items-center justify-center rounded-full border bg-background shadow-sm hover:bg-accent"
        >
          {collapsed ? <PanelRightOpenIcon className="size-3.5" /> : <PanelRightCloseIcon className="size-3.5" />}
        </button>
      </div>
      <div className={cn('min-w-0 flex-1 overflow-y-auto pl-2', collapsed && 'hidden')}>{right}</div>
    </div>
  );
}
