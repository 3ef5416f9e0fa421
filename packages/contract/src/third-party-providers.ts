/**
 * The §3 login state's third-party tokens: the providers a player may hold an account at. A plain
 * list (the contract's schema is made of it, games.ts), so that rules can read it without a schema.
 */
export const THIRD_PARTY_PROVIDERS = [
  'betradar',
  'dst',
  'edge',
  'esportsbull',
  'highlight',
  'inspired',
  'kiron',
  'kryptium',
  'parlaybay',
  'powerball',
  'scout',
  'virtuals',
  'esports',
] as const;
