/**
 * The fan-out's bare baseline (issue 50 parts 3 and 6): a `ws` server that does nothing but send
 * every client a delta-shaped frame at the live topic's rate and size, stamped as the product's hub
 * stamps its deltas. No hub, no feed, no topics, no database: what one process on this machine takes
 * to write a frame to N sockets, measured by the same client as the product (ws-fanout.ts).
 *
 * Usage: node --import tsx scripts/bench/bare-fanout-server.ts <port>
 */
import { WebSocketServer, WebSocket } from 'ws';
import { LIVE_FRAME_BYTES, LIVE_FRAMES_PER_SECOND } from './live-frame.ts';

const port = Number(process.argv[2]);
const server = new WebSocketServer({ host: '127.0.0.1', port });
const head = '{"type":"delta","topic":"live","events":"';
const tail = (ts: number) => `","ts":${ts}}`;
const padding = 'x'.repeat(LIVE_FRAME_BYTES - head.length - tail(Date.now()).length);

setInterval(() => {
  // One text for all, as the hub builds a topic's delta once and sends it to each follower.
  const frame = Buffer.from(head + padding + tail(Date.now()));
  for (const client of server.clients)
    if (client.readyState === WebSocket.OPEN) client.send(frame, { binary: false });
}, 1000 / LIVE_FRAMES_PER_SECOND);

server.on('listening', () => process.send?.('listening'));
process.on('SIGTERM', () => process.exit(0));
