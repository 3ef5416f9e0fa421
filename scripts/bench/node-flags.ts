/**
 * The Node flags the product's server starts with (apps/server/package.json `start`), so that the
 * bench measures the server as `npm start` runs it. A young generation of 32 MB (16 by default)
 * halves the scavenges of a placement peak: 453 to 473 placements a second against 391 to 442
 * (docs/decisions/throughput.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
