const CONTROLS = 'a[href], button:not(:disabled)';

/** The grid's rows, each with its own controls in order (a nested row's controls are its own). */
function rowsOf(grid: HTMLElement, rowSelector: string): HTMLElement[][] {
  return [...grid.querySelectorAll<HTMLElement>(rowSelector)]
    .map((row) =>
      [...row.querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => c.closest(rowSelector) === row),
    )
    .filter((cells) => cells.length > 0);
}

/** Where a key moves the focus from `row`/`column`; null when it is not a key of the grid. */
function target(
  key: string,
  ctrl: boolean,
  rtl: boolean,
  rows: HTMLElement[][],
  row: number,
  column: number,
): HTMLElement | undefined | null {
  const at = (r: number, c: number) => {
    const cells = rows[r];
    return cells && cells[Math.max(0, Math.min(c, cells.length - 1))];
  };
  switch (key) {
    case 'ArrowRight':
      return rows[row]?.[column + (rtl ? -1 : 1)];
    case 'ArrowLeft':
      return rows[row]?.[column + (rtl ? 1 : -1)];
    case 'ArrowDown':
      return at(row + 1, column);
    case 'ArrowUp':
      return at(row - 1, column);
    case 'Home':
      return ctrl ? at(0, 0) : at(row, 0);
    case 'End':
      return ctrl ? rows.at(-1)?.at(-1) : rows[row]?.at(-1);
    default:
      return null;
  }
}

/**
 * The keyboard of a list of events as one composite widget (the WAI-ARIA grid pattern): the whole
 * grid is one Tab stop, the arrow keys move between its links and prices (left and right in a row,
 * up and down to the same column of the next row), Home and End to a row's ends, Ctrl+Home and
 * Ctrl+End to the grid's. Tab comes back to the control used last.
 *
 * Rows are the grid's `[role=row]` elements (or those of `rowSelector`: a navigation list's items),
 * a row's cells its links and enabled buttons in order.
 * It works on the DOM, not on React state: moving the focus along hundreds of prices renders
 * nothing again, and rows the list adds later (a poll, the live feed) join without a render. The
 * server's HTML is left as it is, so without JavaScript every control stays a Tab stop. Answers
 * the function that stops it.
 */
export function navigateGrid(grid: HTMLElement, rowSelector = '[role="row"]'): () => void {
  /** The control of a row that `el` is or is in, if any. */
  const rowControl = (el: EventTarget | Element | null) => {
    const control = el instanceof HTMLElement ? el.closest<HTMLElement>(CONTROLS) : null;
    return control && grid.contains(control) && control.closest(rowSelector) ? control : null;
  };
  // The control focused as this starts (the first focus of the grid loaded it) is the current one.
  let current = rowControl(document.activeElement);

  /** Exactly one control takes Tab: the one used last while it is there, else the first. */
  const rove = () => {
    if (!current || !grid.contains(current)) current = rowsOf(grid, rowSelector)[0]?.[0] ?? null;
    // Disabled buttons too: one enabled later must not become a Tab stop of its own. Controls outside
    // the rows keep their own Tab stops.
    for (const control of grid.querySelectorAll<HTMLElement>('a[href], button')) {
      if (!control.closest(rowSelector)) continue;
      const tabIndex = control === current ? 0 : -1;
      // Written only when it changes: a live list mutates many times a second.
      if (control.tabIndex !== tabIndex) control.tabIndex = tabIndex;
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    const control = rowControl(event.target);
    if (!control || control === current) return;
    if (current) current.tabIndex = -1;
    current = control;
    control.tabIndex = 0;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.metaKey || event.shiftKey) return;
    const from = rowControl(event.target);
    if (!from) return;
    const rows = rowsOf(grid, rowSelector);
    const row = rows.findIndex((cells) => cells.includes(from));
    if (row < 0) return;
    const column = rows[row]!.indexOf(from);
    const rtl = getComputedStyle(grid).direction === 'rtl';
    const next = target(event.key, event.ctrlKey, rtl, rows, row, column);
    if (next === null) return;
    // A key of the grid never scrolls the page, even at an edge.
    event.preventDefault();
    next?.focus();
  };

  rove();
  const observer = new MutationObserver(rove);
  observer.observe(grid, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  grid.addEventListener('focusin', onFocusIn);
  grid.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    grid.removeEventListener('focusin', onFocusIn);
    grid.removeEventListener('keydown', onKeyDown);
  };
}
