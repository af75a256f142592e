import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A table's state line (empty, loading, failed), centred in the part of the table in view: as wide
 * as the table's box and held at its left edge while a table wider than a phone scrolls sideways.
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
    <div ref={ref} className="sticky left-0 px-2 py-8" style={{ width }}>
      {children}
    </div>
  );
}
