import type uPlot from 'uplot';

/**
 * A uPlot chart drawn in its box at the box's width (at least `minWidth`) and following it when the
 * box is resized. Returns what removes the chart (an effect's cleanup).
 */
export function plotInBox(el: HTMLElement, minWidth: number, height: number, make: (width: number) => uPlot) {
  const width = () => Math.max(minWidth, Math.floor(el.clientWidth));
  const plot = make(width());
  const observer = new ResizeObserver(() => {
    if (plot.width !== width()) plot.setSize({ width: width(), height });
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}
