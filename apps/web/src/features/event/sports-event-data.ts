import type { Event } from '@sb/contract';

/**
 * The event as schema.org SportsEvent data (JSON-LD), for search engines: its name, start, sport,
 * league, the two sides of a match (a race or an outright has none), and whether it is over.
 * `url` is the page's own address.
 */
export function sportsEventData(event: Event, url: string): Record<string, unknown> {
  const [sport, , league] = event.eventPaths;
  const [home, away] = event.opponents;
  const team = (opponent: { description: string }) => ({ '@type': 'SportsTeam', name: opponent.description });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.description,
    startDate: event.eventDate,
    url,
    eventStatus: 'https://schema.org/EventScheduled',
    ...(event.isFinished && { eventStatus: 'https://schema.org/EventCompleted' }),
    ...(sport && { sport: sport.description }),
    ...(league && { superEvent: { '@type': 'SportsEvent', name: league.description } }),
    ...(event.eventType === 'GAMEEVENT' && home && away && { homeTeam: team(home), awayTeam: team(away) }),
  };
}

/** JSON inside <script>: `<` escaped, so no text in the data can close the element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
