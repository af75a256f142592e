import { useEffect, useRef, useState } from 'react';

const START_AFTER_MS = 1000;
const STEP_MS = 20;

/** A name on one line that, when too long for its box, starts scrolling after a second, one pixel every 20 ms, and starts over at the end. */
export function ScrollingName({ name, className }: { name: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new name is measured again
  useEffect(() => {
    const overflow = (text.current?.scrollWidth ?? 0) - (box.current?.clientWidth ?? 0);
    setShift(0);
    if (overflow <= 0) return;
    let step: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      step = setInterval(() => setShift((s) => (s >= overflow + 24 ? 0 : s + 1)), STEP_MS);
    }, START_AFTER_MS);
    return () => {
      clearTimeout(start);
      clearInterval(step);
    };
  }, [name]);
  return (
    <div ref={box} className={`overflow-hidden whitespace-nowrap ${className ?? ''}`} title={name}>
      <span
        ref={text}
        className="inline-block"
        style={{ transform: `translateX(-${shift}px)` }}
        data-testid="group-name"
      >
        {name}
      </span>
    </div>
  );
}
