import type { EventPathNode } from '@sb/contract';
import { parseSportSlug } from '@sb/domain';

/** The sport, country and league nodes a route's slugs name, looked up in the event path tree. */
export interface PathMatch {
  sport: EventPathNode | undefined;
  country: EventPathNode | undefined;
  league: EventPathNode | undefined;
}

export function findPath(
  tree: readonly EventPathNode[],
  slugs: {
    sportSlug?: string | undefined;
    countrySlug?: string | undefined;
    leagueSlug?: string | undefined;
  },
): PathMatch {
  const parsed = slugs.sportSlug ? parseSportSlug(slugs.sportSlug) : null;
  const sport = parsed ? tree.find((s) => s.id === parsed.id) : undefined;
  const country = sport?.children.find((c) => c.slug === slugs.countrySlug);
  const league = country?.children.find((l) => l.slug === slugs.leagueSlug);
  return { sport, country, league };
}
