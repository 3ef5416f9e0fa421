export * from './sports/sports.ts';
export * from './odds/odds-format.ts';
export * from './odds/odds-ladder.ts';
export * from './odds/margins.ts';
export * from './markets/market-groups.ts';
export * from './markets/market-selection.ts';
export * from './routing/slugs.ts';
