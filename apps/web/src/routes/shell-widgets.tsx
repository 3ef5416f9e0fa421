import { isLayoutWidgetName } from '@sb/domain';
import { lazy, Component as ReactComponent, type ReactNode } from 'react';
import type { Widget } from '../app/shell-columns.ts';
import { AdvertSlot } from '../features/content/adverts/advert-slot.tsx';
import { HtmlWidgetSlot } from '../features/content/html-widget/html-widget.tsx';

/** The live streams' list loads only on a layout that places it (the live and event pages). */
const StreamList = lazy(() => import('../features/stream/index.ts').then((m) => ({ default: m.StreamList })));

/** Names the web does not know, each said once (SPEC.md §2 Page layouts; docs/decisions/operator-content.md). */
const unknownReported = new Set<string>();

/**
 * §8 "the error boundary renders nothing and reports to an error-reporting service": a widget that
 * fails leaves its place empty, and the page around it keeps working.
 */
class WidgetBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    // The reporter's code loads only when something has failed.
    void import('../lib/telemetry/report-client-error.ts').then(({ reportClientError }) =>
      reportClientError(error, info.componentStack),
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function WidgetContent({ widget }: { widget: Widget }) {
  switch (widget.name) {
    case 'advert':
      return <AdvertSlot placement={String(widget.id)} />;
    case 'html_widget':
      return <HtmlWidgetSlot id={widget.id} />;
    case 'live_stream_video_player':
      return <StreamList />;
    default:
      if (!isLayoutWidgetName(widget.name) && !unknownReported.has(widget.name)) {
        unknownReported.add(widget.name);
        console.warn(`Page layout names an unknown widget "${widget.name}": not shown.`);
      }
      return null;
  }
}

/**
 * A content widget of a page layout's column: an advert, an HTML widget or the stream player's
 * place. The shell renders the menu and the betslip itself; this chunk loads only for layouts that
 * hold something else.
 */
export default function LayoutWidget({ widget }: { widget: Widget }) {
  return (
    <WidgetBoundary>
      <WidgetContent widget={widget} />
    </WidgetBoundary>
  );
}
