import { lazy } from 'react';
import { useParams } from 'react-router';
import { EventPage } from '../features/event/components/event-page.tsx';
import { StreamPanel } from '../features/stream/index.ts';

/** The live view (feed client, live store, scoreboard) loads only for an event that has a clock. */
const LiveEventView = lazy(() =>
  import('../features/live/components/live-event-view.tsx').then((m) => ({ default: m.LiveEventView })),
);

/** /events/{slug}: a pre-match event with all its markets. */
export function Component() {
  const { eventSlug = '' } = useParams();
  return (
    <EventPage
      key={eventSlug}
      slug={eventSlug}
      liveView={(event, breadcrumb) => (
        <LiveEventView event={event}>
          {breadcrumb}
          <StreamPanel event={event} />
        </LiveEventView>
      )}
    />
  );
}
