import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A table's state line (empty, loading, failed), centred in the part of the table in view: as wide
 * as the table's box and held at its left edge while a table wider than a phone scrolls sideways.
 * The sticky holder is of no width, so the line's measured width never widens the table or a grid
 * around it: the box can still narrow when the window does, and the line follows it.
 */
export function StateLine({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const box = ref.current?.closest('[data-slot="table-container"]');
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="sticky left-0 w-0">
      <div className="px-2 py-8" style={{ width: width ?? 'max-content' }}>
        {children}
      </div>
    </div>
  );
}
