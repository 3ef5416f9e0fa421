import type { PageLayout } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutColumns } from './layout-columns.ts';

const MENU = { name: 'navigation_menu', id: 0 };
const SLIP = { name: 'betslip', id: 0 };
const ADVERT = { name: 'advert', id: 4 };
const COLUMN_TYPES: PageLayout['column_type'][] = [
  'single',
  'side_left',
  'side_right',
  'triple',
  'triple_side_right',
];

const layoutOf = (column_type: PageLayout['column_type']) => ({
  column_type,
  left_column: [MENU],
  right_column: [SLIP, ADVERT],
});
const LARGE = { desktop: true, large: true };
const DESKTOP = { desktop: true, large: false };
const PHONE = { desktop: false, large: false };

describe('layoutColumns (SPEC.md §2 Page layouts: column types)', () => {
  it.each([
    // column type, width, placement: side column, right column, side at the right edge
    ['single', LARGE, 'left', undefined, undefined, false],
    ['side_left', LARGE, 'left', [MENU], undefined, false],
    ['side_right', LARGE, 'left', undefined, [SLIP, ADVERT], false],
    ['triple', LARGE, 'left', [MENU], [SLIP, ADVERT], false],
    ['triple_side_right', LARGE, 'left', [MENU], [SLIP, ADVERT], true],
    ['triple', LARGE, 'right', [MENU], [SLIP, ADVERT], true],
    // 1024-1365 px: the right column drops, the side column stays.
    ['triple', DESKTOP, 'left', [MENU], undefined, false],
    ['side_right', DESKTOP, 'left', undefined, undefined, false],
    // A phone: the content alone.
    ['triple_side_right', PHONE, 'left', undefined, undefined, true],
  ] as const)('%s at %o with the menu %s', (type, width, placement, side, right, sideAtRight) => {
    expect(layoutColumns(layoutOf(type), width, placement)).toEqual({
      side,
      right,
      sideAtRight,
      menuInLayout: type !== 'single' && type !== 'side_right',
    });
  });

  it('finds the menu in whichever column the operator put it', () => {
    const menuRight = { column_type: 'side_right' as const, left_column: [], right_column: [SLIP, MENU] };
    expect(layoutColumns(menuRight, PHONE, 'left').menuInLayout).toBe(true);
  });

  it('never shows a column the layout lacks or the width cannot hold; what it shows is the layout’s own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COLUMN_TYPES),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('left' as const, 'right' as const),
        (type, desktop, wide, placement) => {
          const width = { desktop, large: desktop && wide };
          const layout = layoutOf(type);
          const columns = layoutColumns(layout, width, placement);
          expect(columns.sideAtRight).toBe(type === 'triple_side_right' || placement === 'right');
          if (columns.side) expect(desktop && type !== 'single' && type !== 'side_right').toBe(true);
          if (columns.right) expect(width.large && type !== 'single' && type !== 'side_left').toBe(true);
          for (const shown of [columns.side, columns.right])
            if (shown) expect([layout.left_column, layout.right_column]).toContain(shown);
          // Narrowing never adds a column.
          const narrower = layoutColumns(layout, { desktop, large: false }, placement);
          expect(Boolean(narrower.right)).toBe(false);
          expect(Boolean(narrower.side)).toBe(Boolean(columns.side));
        },
      ),
    );
  });
});
