/**
 * The Node flags the product's server starts with (apps/server/package.json `start`), so that the
 * bench measures the server as `npm start` runs it. A young generation of 64 MB (16 by default):
 * a scavenge's cost is what survives it (the requests in flight), so a larger one scavenges as long
 * and half as often. 32 MB halved the scavenges of the first placement peak (453 to 473 a second
 * against 391 to 442); 64 MB took the garbage collector's time at today's peak from 49 to 56 µs a
 * placement to 35 to 39 (docs/decisions/throughput.md "Nineteenth stop").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
