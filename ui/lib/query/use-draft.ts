import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form's draft in a dialog: started from `start(item)` and again each time `item` changes (the
 * dialog opens on another item, or anew), when the saves' last refusals are cleared too.
 * `patch(change)` edits some fields.
 */
export function useDraft<I, D extends object>(
  item: I,
  start: (item: I) => D,
  saves: readonly { reset: () => void }[] = [],
) {
  const [draft, setDraft] = useState(() => start(item));
  const latest = useRef({ start, saves });
  latest.current = { start, saves };
  useEffect(() => {
    setDraft(latest.current.start(item));
    for (const s of latest.current.saves) s.reset();
  }, [item]);
  const patch = useCallback((change: Partial<D>) => setDraft((d) => ({ ...d, ...change })), []);
  return { draft, patch };
}
