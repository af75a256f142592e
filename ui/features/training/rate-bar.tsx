/** A thin horizontal bar filled to `percent` in `colour`, with its figure beside it. */
export function RateBar({
  percent,
  colour,
  text,
  title,
  testId,
}: {
  percent: number;
  colour: string;
  text: string;
  title?: string;
  testId?: string;
}) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div className="flex min-w-24 items-center gap-2" title={title} data-testid={testId} data-percent={percent}>
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuenow={width}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full" style={{ width: `${width}%`, backgroundColor: colour }} />
      </div>
      <span className="w-14 text-right text-xs tabular-nums">{text}</span>
    </div>
  );
}
