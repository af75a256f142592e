import { useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; `start()` begins a new wait. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, running: left > 0, start: () => setLeft(seconds) };
}

/** Wait before an e-mailed code may be asked for again (spec doc 1 §4). */
export const CODE_RESEND_SECONDS = 60;
