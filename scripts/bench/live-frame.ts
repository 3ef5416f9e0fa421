/**
 * The `live` topic as the product sends it with the simulator at 200 updates a second: 4.6 frames a
 * second to each client, 413 bytes on average (docs/decisions/throughput.md, "The live fan-out").
 * The fan-out's baselines (bare-fanout-server.ts, socket-write-floor.ts) send frames like these.
 */
export const LIVE_FRAMES_PER_SECOND = 4.6;
export const LIVE_FRAME_BYTES = 413;
