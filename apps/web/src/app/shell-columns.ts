import type { PageLayout } from '@sb/contract';

/**
 * Which columns the shell renders for a page layout (SPEC.md §2 "Page layouts"), at a width.
 * Column types: single (content only), side_left (side column + content), side_right (content +
 * right column), triple (side + content + right), triple_side_right (triple with the side column at
 * the right edge). side_menu_placement 'right' also moves the side column to the right edge.
 * Two columns at 1024-1365 px (the right column drops), content only under 1024 px.
 */
// TODO(domain): move to @sb/domain as `layoutColumns(layout, width)` if the server needs it too.
export type Widget = PageLayout['left_column'][number];

export interface ShellColumns {
  side: Widget[] | undefined;
  right: Widget[] | undefined;
  sideAtRight: boolean;
  /** The layout offers the navigation menu in a column (at this width it may still be hidden). */
  menuInLayout: boolean;
}

/** Used when the brand has no layout for the path: the side menu left, the betslip right. */
export const DEFAULT_LAYOUT: PageLayout = {
  name: 'Default',
  url: '/*',
  column_type: 'triple',
  left_column: [{ name: 'navigation_menu', id: 0 }],
  right_column: [{ name: 'betslip', id: 0 }],
  central_bottom: [],
};

const HAS_SIDE = new Set(['side_left', 'triple', 'triple_side_right']);
const HAS_RIGHT = new Set(['side_right', 'triple', 'triple_side_right']);

export function shellColumns(
  layout: PageLayout,
  width: { desktop: boolean; large: boolean },
  placement: 'left' | 'right',
): ShellColumns {
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
