import type { EventPathRef } from '@sb/contract';
import { slugify } from '@sb/domain';
import { COUNTRIES, INTERNATIONAL, type DemoCountry } from './countries.ts';
import type { DemoEventPath, DemoSport } from './demo-catalog.ts';

/**
 * Node ids: a sport node has its sport's id (240 ...); country nodes count from 100,000 and league
 * nodes from 200,000, so they never meet a sport id nor the pseudo-sections 10000-10002.
 */
export const FIRST_COUNTRY_NODE_ID = 100_000;
export const FIRST_LEAGUE_NODE_ID = 200_000;

/** The sport > country > league tree; a country is a node per sport (England under football and under cricket). */
export class EventPathTree {
  readonly nodes: DemoEventPath[];
  private readonly byKey = new Map<string, DemoEventPath>();
  private readonly byId = new Map<number, DemoEventPath>();
  private readonly children = new Map<number, number>();
  private nextCountryId = FIRST_COUNTRY_NODE_ID;
  private nextLeagueId = FIRST_LEAGUE_NODE_ID;

  constructor(sports: readonly DemoSport[]) {
    this.nodes = sports.map((s) => ({
      id: s.id,
      parentId: null,
      sportId: s.id,
      type: 'SPORT',
      description: s.name,
      slug: slugify(s.name),
      code: s.code,
      orderNo: s.orderNo,
    }));
    for (const node of this.nodes) this.byId.set(node.id, node);
  }

  country(sportId: number, country: DemoCountry): DemoEventPath {
    const key = `${sportId}:${country.code}`;
    const existing = this.byKey.get(key);
    if (existing) return existing;
    // International first (European cups, tours), then the countries in their menu order.
    const orderNo =
      country.code === INTERNATIONAL.code ? 0 : COUNTRIES.findIndex((c) => c.code === country.code) + 1;
    return this.add(key, {
      id: this.nextCountryId++,
      parentId: sportId,
      sportId,
      type: 'COUNTRY',
      description: country.name,
      slug: slugify(country.name),
      code: country.code,
      orderNo,
    });
  }

  league(sportId: number, country: DemoCountry, name: string): DemoEventPath {
    const parent = this.country(sportId, country);
    const key = `${parent.id}:${name}`;
    const existing = this.byKey.get(key);
    if (existing) return existing;
    const orderNo = (this.children.get(parent.id) ?? 0) + 1;
    this.children.set(parent.id, orderNo);
    return this.add(key, {
      id: this.nextLeagueId++,
      parentId: parent.id,
      sportId,
      type: 'LEAGUE',
      description: name,
      slug: slugify(name),
      orderNo,
    });
  }

  /** An event's eventPaths: sport, country, league. */
  pathOf(league: DemoEventPath): [EventPathRef, EventPathRef, EventPathRef] {
    const country = this.byId.get(league.parentId ?? -1);
    const sport = this.byId.get(league.sportId);
    if (!country || !sport) throw new Error(`league node ${league.id} is not in the tree`);
    return [ref(sport), ref(country), ref(league)];
  }

  private add(key: string, node: DemoEventPath): DemoEventPath {
    this.byKey.set(key, node);
    this.byId.set(node.id, node);
    this.nodes.push(node);
    return node;
  }
}

const ref = (node: DemoEventPath): EventPathRef => ({
  id: node.id,
  description: node.description,
  slug: node.slug,
});
