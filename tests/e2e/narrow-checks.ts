import type { Page } from 'playwright-core';

/**
 * How wide a text box's placeholder is drawn against the room the box gives it (its width less its
 * padding), in px, measured with the box's own font.
 */
export function placeholderRoom(page: Page, testId: string): Promise<{ text: number; room: number }> {
  return page.getByTestId(testId).evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      text: Math.ceil(context.measureText(input.placeholder).width),
      room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    };
  });
}

/**
 * Where a table's state text (its empty, loading or failure line) sits against the table's visible
 * box: the horizontal centres of both, in px.
 */
export function stateCentre(page: Page, testId: string): Promise<{ text: number; box: number }> {
  return page.getByTestId(testId).evaluate((cell) => {
    const box = cell.closest('[data-slot="table-container"]')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(cell);
    const text = range.getBoundingClientRect();
    return { text: (text.left + text.right) / 2, box: (box.left + box.right) / 2 };
  });
}
