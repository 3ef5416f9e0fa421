import type { PageLayout } from '@sb/contract';

export type LayoutWidget = PageLayout['left_column'][number];

export interface LayoutColumns {
  /** The side column's widgets, when the layout has one and the screen is wide enough for it. */
  side: LayoutWidget[] | undefined;
  /** The right column's widgets, likewise. */
  right: LayoutWidget[] | undefined;
  /** The side column stands at the right edge (triple_side_right, or side_menu_placement 'right'). */
  sideAtRight: boolean;
  /** The layout offers the navigation menu in a column (at this width it may still be hidden). */
  menuInLayout: boolean;
}

const HAS_SIDE: ReadonlySet<PageLayout['column_type']> = new Set([
  'side_left',
  'triple',
  'triple_side_right',
]);
const HAS_RIGHT: ReadonlySet<PageLayout['column_type']> = new Set([
  'side_right',
  'triple',
  'triple_side_right',
]);

/**
 * The columns a page layout shows at a width (SPEC.md §2 Page layouts). Column types: single (content
 * only), side_left (side column + content), side_right (content + right column), triple (side +
 * content + right), triple_side_right (triple with the side column at the right edge);
 * side_menu_placement 'right' also moves the side column to the right edge. The side column needs a
 * desktop (1024 px and up), the right column a large screen (1366 px and up): under them the page
 * keeps the content, and the menu and slip open as overlays.
 */
export function layoutColumns(
  layout: Pick<PageLayout, 'column_type' | 'left_column' | 'right_column'>,
  width: { desktop: boolean; large: boolean },
  placement: 'left' | 'right',
): LayoutColumns {
  const side = HAS_SIDE.has(layout.column_type) ? layout.left_column : undefined;
  const right = HAS_RIGHT.has(layout.column_type) ? layout.right_column : undefined;
  const menuInLayout = [...(side ?? []), ...(right ?? [])].some((w) => w.name === 'navigation_menu');
  return {
    side: width.desktop ? side : undefined,
    right: width.large ? right : undefined,
    sideAtRight: layout.column_type === 'triple_side_right' || placement === 'right',
    menuInLayout,
  };
}
