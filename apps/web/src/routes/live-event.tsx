import { useParams } from 'react-router';
import { LiveEventPage } from '../features/live/components/live-event-page.tsx';

/** /live/{slug}: a live event with its scoreboard and all markets, live. */
export function Component() {
  const { eventSlug = '' } = useParams();
  return <LiveEventPage key={eventSlug} slug={eventSlug} />;
}
