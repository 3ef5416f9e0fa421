import { useParams } from 'react-router';
import { LiveSportPage } from '../features/live/components/live-sport-page.tsx';

/** /live/sport, /live/sport/{id}-{CODE} and the favourites live page (/live/sport/10000-FAVOURITES). */
export function Component() {
  const { sportSlug } = useParams();
  return <LiveSportPage key={sportSlug ?? ''} slug={sportSlug} />;
}
