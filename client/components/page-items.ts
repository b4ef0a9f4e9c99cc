export type PageItem = number | 'gap';

/**
 * The page numbers shown: the first, the last, the current one and one on each side; a gap stands for what lies
 * between, unless it would hide a single page (then that page is shown). At most 7 items: it fits a 375 px phone.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}
