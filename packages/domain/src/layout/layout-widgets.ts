/**
 * The components a page layout's column may hold (SPEC.md §2 Page layouts: "Column components:
 * navigation_menu, advert, html_widget, live_stream_video_player, betslip"). A name outside this list
 * is an operator's typo or a component of another product: the web shows nobody anything for it, and
 * the content check names it (scripts/content-check.ts).
 */
export const LAYOUT_WIDGET_NAMES = [
  'navigation_menu',
  'advert',
  'html_widget',
  'live_stream_video_player',
  'betslip',
] as const;

export type LayoutWidgetName = (typeof LAYOUT_WIDGET_NAMES)[number];

export function isLayoutWidgetName(name: string): name is LayoutWidgetName {
  return (LAYOUT_WIDGET_NAMES as readonly string[]).includes(name);
}
