import { useParams } from 'react-router';
import { EventPage } from '../features/event/components/event-page.tsx';

/** /events/{slug}: a pre-match event with all its markets. */
export function Component() {
  const { eventSlug = '' } = useParams();
  return <EventPage key={eventSlug} slug={eventSlug} />;
}
