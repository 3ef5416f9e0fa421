/**
 * The floor under any fan-out on this machine (issue 50 part 3): one process writing a frame of the
 * live topic's average size to each of N loopback TCP sockets, without WebSocket framing, while a
 * second process holds the N connections and discards what it reads. Prints the write loop's time
 * over 30 rounds: no server can send one delta to N clients faster than its loop.
 *
 * Usage: node --import tsx scripts/bench/socket-write-floor.ts [N=10000]
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_FRAME_BYTES } from './live-frame.ts';
import { median } from './stats.ts';

const PORT = 9301;
const ROUNDS = 30;

if (process.argv[2] === 'clients') {
  // The clients' process: opens the connections 200 at a time and reads without parsing.
  const n = Number(process.argv[3]);
  for (let opened = 0; opened < n; opened += 200) {
    for (let i = opened; i < Math.min(n, opened + 200); i++) net.connect(PORT).on('data', () => undefined);
    await sleep(10);
  }
} else {
  const n = Number(process.argv[2] ?? 10_000);
  const frame = Buffer.alloc(LIVE_FRAME_BYTES, 'x');
  const sockets: net.Socket[] = [];
  const all = new Promise<void>((resolve) => {
    net
      .createServer((socket) => {
        socket.setNoDelay(true);
        if (sockets.push(socket) === n) resolve();
      })
      .listen(PORT);
  });
  const clients = fork(import.meta.filename, ['clients', String(n)], { execArgv: ['--import', 'tsx'] });
  await all;
  const loops: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await sleep(200);
    const start = performance.now();
    for (const socket of sockets) socket.write(frame);
    loops.push(performance.now() - start);
  }
  const ms = (x: number) => x.toFixed(1);
  console.log(
    `${n} sockets: write loop ${ms(median(loops))} ms median (${ms(Math.min(...loops))}-${ms(Math.max(...loops))}), ` +
      `${((median(loops) * 1000) / n).toFixed(1)} µs a write`,
  );
  clients.kill();
  process.exit(0);
}
