import type { PageLayout } from '@sb/contract';
import type { LayoutWidget } from '@sb/domain';

export type Widget = LayoutWidget;

/** Used when the brand has no layout for the path: the side menu left, the betslip right. */
export const DEFAULT_LAYOUT: PageLayout = {
  name: 'Default',
  url: '/*',
  column_type: 'triple',
  left_column: [{ name: 'navigation_menu', id: 0 }],
  right_column: [{ name: 'betslip', id: 0 }],
  central_bottom: [],
};
