import { expect, test } from 'bun:test';
import { checkAvatarFile } from '../../ui/components/avatar-crop/avatar-file.ts';
import { clampView, initialView, sourceRect, zoomView } from '../../ui/components/avatar-crop/crop-math.ts';
import { buildHeatmap, heatLevel, monthTotals } from '../../ui/features/user-home/heatmap-grid.ts';
import { pickLanguage } from '../../ui/lib/language.ts';
import { pageCount, pageWindow } from '../../ui/lib/pager.ts';

test('language: ?l=zh-cn is Chinese, any other l is English, then stored, then browser, then Chinese', () => {
  expect(pickLanguage('?l=zh-cn', 'en-US', ['en'])).toBe('zh-CN');
  expect(pickLanguage('?l=ZH-CN', null, [])).toBe('zh-CN');
  expect(pickLanguage('?l=fr', 'zh-CN', ['zh-CN'])).toBe('en-US');
  expect(pickLanguage('', 'en-US', ['zh-CN'])).toBe('en-US');
  expect(pickLanguage('', null, ['en-GB', 'zh'])).toBe('en-US');
  expect(pickLanguage('', 'klingon', ['zh-TW'])).toBe('zh-CN');
  expect(pickLanguage('', null, ['fr-FR'])).toBe('zh-CN');
});

test('pager: five buttons around the current page, clamped to the ends', () => {
  expect(pageCount(0, 15)).toBe(1);
  expect(pageCount(31, 15)).toBe(3);
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
});

test('avatar files: allowed types up to 2 MB', () => {
  expect(checkAvatarFile({ name: 'me.PNG', type: 'image/png', size: 1000 })).toBeNull();
  expect(checkAvatarFile({ name: 'me.webp', type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  expect(checkAvatarFile({ name: 'me.svg', type: 'image/svg+xml', size: 10 })).toBe('File_type_not_support');
  expect(checkAvatarFile({ name: 'me.png', type: 'text/html', size: 10 })).toBe('File_type_not_support');
  expect(checkAvatarFile({ name: 'me.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
    'Exceed_max_size_limit',
  );
});

test('cropper: the box stays covered and the crop maps back to image pixels', () => {
  const frame = { viewport: 280, box: 200 };
  const start = initialView(400, 800, frame);
  expect(start.scale).toBe(0.5);
  expect(sourceRect(start, frame)).toEqual({ sx: 0, sy: 200, size: 400 });
  // Dragging far right/down is stopped at the box edge.
  expect(clampView({ ...start, x: 500, y: 500 }, 400, 800, frame)).toEqual({ scale: 0.5, x: 40, y: 40 });
  // Zooming in around the centre keeps the centre pixel in place.
  const zoomed = zoomView(start, 1, 400, 800, frame);
  expect(sourceRect(zoomed, frame)).toEqual({ sx: 100, sy: 300, size: 200 });
  // Zooming out below the covering scale is not possible.
  expect(zoomView(start, 0.1, 400, 800, frame).scale).toBe(0.5);
});

test('heatmap: 53 weeks ending on the end date, levels by count, months summed', () => {
  const data = [
    { date: '2025-03-14', count: 3 },
    { date: '2025-03-01', count: 1 },
    { date: '2024-01-01', count: 9 },
  ];
  const weeks = buildHeatmap(data, '2025-03-14');
  expect(weeks.length).toBe(53);
  const cells = weeks.flat();
  expect(cells.filter((c) => c.inRange).length).toBe(365);
  expect(cells.find((c) => c.date === '2025-03-14')).toEqual({ date: '2025-03-14', count: 3, level: 2, inRange: true });
  expect(cells.find((c) => c.date === '2025-03-15')?.inRange).toBe(false);
  expect(cells.some((c) => c.date === '2024-01-01')).toBe(false);
  expect([0, 1, 2, 3, 6, 10].map(heatLevel)).toEqual([0, 1, 1, 2, 3, 4]);
  const months = monthTotals(data, '2025-03-14');
  expect(months.length).toBe(12);
  expect(months[0]).toEqual({ month: '2024-04', count: 0 });
  expect(months[11]).toEqual({ month: '2025-03', count: 4 });
});
