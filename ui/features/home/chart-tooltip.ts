import type uPlot from 'uplot';
import { CHART_COLORS, type ChartText } from './week-chart-options.ts';

function row(color: string, name: string): { el: HTMLDivElement; value: HTMLSpanElement } {
  const el = document.createElement('div');
  el.className = 'flex items-center gap-2';
  const dot = document.createElement('span');
  dot.className = 'inline-block size-2.5 rounded-sm';
  dot.style.background = color;
  const label = document.createElement('span');
  label.textContent = name;
  const value = document.createElement('span');
  value.className = 'ml-auto pl-3 font-semibold tabular-nums';
  el.append(dot, label, value);
  return { el, value };
}

/**
 * A tooltip that follows the cursor over the chart and names the hovered day's total and
 * accepted counts. Built from DOM nodes with text only (no HTML strings).
 */
export function tooltipPlugin(labels: string[], text: ChartText): uPlot.Plugin {
  const tip = document.createElement('div');
  tip.dataset.testid = 'week-chart-tooltip';
  tip.className =
    'pointer-events-none absolute z-10 hidden min-w-32 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md';
  const title = document.createElement('div');
  title.className = 'mb-1 font-medium';
  const total = row(CHART_COLORS.total, text.total);
  const accepted = row(CHART_COLORS.accepted, text.accepted);
  tip.append(title, total.el, accepted.el);

  return {
    hooks: {
      init: (u) => {
        u.over.appendChild(tip);
      },
      setCursor: (u) => {
        const { idx, left, top } = u.cursor;
        if (idx == null || left == null || left < 0 || top == null) {
          tip.classList.add('hidden');
          return;
        }
        title.textContent = labels[idx] ?? '';
        total.value.textContent = String(u.data[1]?.[idx] ?? 0);
        accepted.value.textContent = String(u.data[2]?.[idx] ?? 0);
        tip.classList.remove('hidden');
        // Keep the box inside the plot: flip to the cursor's left on the right half.
        const width = u.over.clientWidth;
        const flip = left > width / 2;
        tip.style.left = flip ? '' : `${left + 12}px`;
        tip.style.right = flip ? `${width - left + 12}px` : '';
        tip.style.top = `${Math.max(0, top - 20)}px`;
      },
    },
  };
}
