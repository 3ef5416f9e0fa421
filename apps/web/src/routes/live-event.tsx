import { useParams } from 'react-router';
import { LiveEventPage } from '../features/live/components/live-event-page.tsx';
import { StreamPanel } from '../features/stream/index.ts';

/** /live/{slug}: a live event with its scoreboard, its stream under it, and all markets, live. */
export function Component() {
  const { eventSlug = '' } = useParams();
  return (
    <LiveEventPage
      key={eventSlug}
      slug={eventSlug}
      besideScoreboard={(event) => <StreamPanel event={event} />}
    />
  );
}
