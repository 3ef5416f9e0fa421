/*
 * The demo games' random source (docs/decisions/games-provider.md): a round's results come from a
 * string seed alone, so a round can be replayed from its seed, by anyone who holds it, for ever.
 */

/** A 32-bit hash of a string (cyrb53's mixing, folded to 32 bits): the PRNG's start state. */
export function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Numbers in [0, 1) from mulberry32 started at the seed's hash: the same seed, the same sequence. */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export const randomInt = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** `count` distinct numbers of [min, max], in the order drawn (a draw machine's balls). */
export function drawDistinct(random: () => number, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) drawn.push(pool.splice(randomInt(random, 0, pool.length - 1), 1)[0]!);
  return drawn;
}
