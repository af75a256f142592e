import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { SplitPane } from './split-pane.tsx';

/**
 * Focus mode of a problem page: on or off, and Escape leaves it. `addressFocus` is what the address
 * says (a full-screen address); moving to an address that says otherwise, inside the app where the
 * page stays in place, gives the mode it says.
 */
export function useFocusMode(addressFocus: boolean) {
  const [focus, setFocus] = useState(addressFocus);
  const [said, setSaid] = useState(addressFocus);
  if (said !== addressFocus) {
    setSaid(addressFocus);
    setFocus(addressFocus);
  }
  useEffect(() => {
    if (!focus) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFocus(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focus]);
  return { focus, toggleFocus: () => setFocus((f) => !f) };
}

/**
 * A problem page's frame: the statement on the left and the answering side on the right (one above
 * the other when `stacked`); in focus mode it fills the screen under the optional `focusBar`.
 */
export function FocusFrame({
  testId,
  focus,
  focusBar,
  stacked,
  left,
  right,
}: {
  testId: string;
  focus: boolean;
  focusBar?: ReactNode;
  stacked: boolean;
  left: ReactNode;
  right: ReactNode;
}) {
  const paneHeight = focus
    ? focusBar
      ? 'h-[calc(100vh-4.5rem)]'
      : 'h-[calc(100vh-1.5rem)]'
    : 'h-[calc(100vh-6.5rem)]';
  return (
    <div
      data-testid={testId}
      data-focus={focus}
      className={cn(focus ? 'fixed inset-0 z-40 overflow-auto bg-background p-3' : '-my-2')}
    >
      {focus && focusBar}
      <SplitPane left={left} right={right} stacked={stacked} className={cn(!stacked && paneHeight)} />
    </div>
  );
}
