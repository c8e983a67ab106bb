import { vi } from 'vitest';

const ROW_HEIGHT = 80;

/**
 * jsdom lays nothing out, so every element measures 0x0 and dnd-kit's keyboard sensor finds nowhere to move.
 * This stacks the sortable rows (marked data-sortable-id) one under another; anything inside a row measures as it.
 */
export function stackSortableRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[data-sortable-id]');
    if (!row) return new DOMRect(0, 0, 0, 0);
    const rows = [...document.querySelectorAll('[data-sortable-id]')];
    const index = rows.indexOf(row);
    // A row being dragged follows its transform, as a browser would report it.
    const shift = /translate3d\(\s*[-\d.]+px,\s*([-\d.]+)px/.exec(row.style.transform)?.[1];
    return new DOMRect(0, index * ROW_HEIGHT + Number(shift ?? 0), 600, ROW_HEIGHT - 8);
  });
}
