import type { Event } from '@sb/contract';
import { useLocation } from 'react-router';
import { jsonLd, sportsEventData } from '../sports-event-data.ts';

/** The event page's schema.org data, rendered with the page (on the server too). */
export function SportsEventJsonLd({ event }: { event: Event }) {
  const { pathname } = useLocation();
  return (
    <script
      type="application/ld+json"
      // The page's own JSON, escaped by jsonLd(): no operator or player text reaches it unescaped.
      dangerouslySetInnerHTML={{ __html: jsonLd(sportsEventData(event, pathname)) }}
    />
  );
}
