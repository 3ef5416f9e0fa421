import { generateDemoCatalog } from '../src/demo/generate-catalog.ts';
const c = generateDemoCatalog({ now: new Date('2026-11-23T10:07:00Z') });
const e = c.events.find((e) => e.sportCode === 'FOOT')!;
console.log(JSON.stringify({ ...e, markets: e.markets.slice(0, 2) }, null, 1));
console.log(
  e.markets
    .map((m) => `${m.marketTypeId}:${m.description}:${m.outcomes.length}:${JSON.stringify(m).length}`)
    .join('\n'),
);
console.log(
  c.sports.length,
  c.eventPaths.length,
  c.events.length,
  c.margins.length,
  c.coupons.length,
  c.couponGroups.length,
  c.submenus.length,
  c.currencies.length,
  c.languages.length,
  c.topSports.length,
);
console.log(
  JSON.stringify(c.margins.slice(0, 5)),
  JSON.stringify(c.couponGroups),
  JSON.stringify(c.topSports.slice(0, 3)),
);
