import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { FocusFrame, useFocusMode } from './focus-frame.tsx';
import { WorkspaceError } from './workspace-error.tsx';

/** Focus mode and the narrow screen, as the answering side needs them. */
export interface FrameState {
  focus: boolean;
  toggleFocus: () => void;
  /** One side above the other (a narrow screen). */
  stacked: boolean;
}

interface Props<D> {
  testId: string;
  /** The problem as read; null while the answer is on its way. */
  data: D | null;
  /** What could not be read: shown with the way back instead of the page. */
  error: string | null | undefined;
  backHref: string;
  backLabel: string;
  /** Shown above the workspace in focus mode (a contest's or a training's problem bar). */
  focusBar?: ReactNode;
  /** Opens in focus mode (a full-screen address). */
  initialFocus: boolean;
  left: (data: D) => ReactNode;
  right: (data: D, frame: FrameState) => ReactNode;
}

/**
 * A problem page's frame, the same for a code and a choice problem: the read's failure and
 * loading states, then the statement side and the answering side in the split, with focus mode.
 */
export function WorkspaceFrame<D>({
  testId,
  data,
  error,
  backHref,
  backLabel,
  focusBar,
  initialFocus,
  left,
  right,
}: Props<D>) {
  const { t } = useTranslation();
  const stacked = useMediaQuery('(max-width: 991px)');
  const { focus, toggleFocus } = useFocusMode(initialFocus);
  if (error) return <WorkspaceError message={error} backHref={backHref} backLabel={backLabel} />;
  if (data === null) return <div className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</div>;
  return (
    <FocusFrame
      testId={testId}
      focus={focus}
      focusBar={focusBar}
      stacked={stacked}
      left={left(data)}
      right={right(data, { focus, toggleFocus, stacked })}
    />
  );
}
