/**
 * Websocket fan-out on one server process: clients connect in steps, each following the `live`
 * topic while the simulator publishes at the rate the bench started the server with. At each step
 * we measure delivery latency (the delta's `ts`, stamped by the server when it sent the batch, to
 * the moment the client parsed it; same machine, same clock) over a few seconds. The figure is the
 * largest step whose p99 stayed under 100 ms.
 */
import WebSocket from 'ws';

export interface FanoutStep {
  clients: number;
  connected: number;
  p99: number;
  messages: number;
  /** The server's live heap and external memory after a full collection at the step (bytes), when read. */
  liveBytes: number | undefined;
}

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return Infinity;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Infinity;
};

/**
 * A delta's `ts`, read from the frame's ends without parsing the rest: this one process receives
 * every client's frames, and parsing them all would measure the bench client, not the server.
 * (The server writes `type` first and `ts` last; a frame of another shape is parsed whole.)
 */
function deltaSentAt(data: Buffer): number | undefined {
  if (data.toString('latin1', 0, 16) !== '{"type":"delta",') return undefined;
  const tail = /"ts":(\d+)}$/.exec(data.toString('latin1', Math.max(0, data.length - 24)));
  if (tail) return Number(tail[1]);
  const message = JSON.parse(data.toString('utf8')) as { ts?: number };
  return message.ts;
}

function connect(url: string): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(null);
    }, 15_000);
    socket.on('open', () => {
      clearTimeout(timer);
      socket.send(JSON.stringify({ op: 'subscribe', topics: ['live'] }));
      resolve(socket);
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/**
 * `serverMemory`, when given, reads the server's memory (bytes) at each step, its clients connected.
 * The steps stop at the first one over 100 ms, unless `everyStep` (the bare baseline: its p99 at
 * each step is the figure).
 */
export async function wsFanout(
  url: string,
  steps: readonly number[],
  measureSeconds: number,
  options: { serverMemory?: () => Promise<number | undefined>; everyStep?: boolean } = {},
): Promise<{ steps: FanoutStep[]; held: number }> {
  const { serverMemory, everyStep = false } = options;
  const sockets: WebSocket[] = [];
  const results: FanoutStep[] = [];
  let held = 0;
  try {
    for (const target of steps) {
      const latencies = { on: false, values: [] as number[] };
      const batch: Promise<WebSocket | null>[] = [];
      for (let i = sockets.length; i < target; i++) {
        batch.push(connect(url));
        if (batch.length === 200)
          sockets.push(...((await Promise.all(batch.splice(0))).filter(Boolean) as WebSocket[]));
      }
      sockets.push(...((await Promise.all(batch)).filter(Boolean) as WebSocket[]));
      // Every socket reports into this step's latency sink.
      for (const socket of sockets) socket.removeAllListeners('message');
      for (const socket of sockets)
        socket.on('message', (data: Buffer) => {
          if (!latencies.on) return;
          const ts = deltaSentAt(data);
          if (ts !== undefined) latencies.values.push(Date.now() - ts);
        });
      // Let snapshots go out before measuring steady-state deltas.
      await new Promise((r) => setTimeout(r, 2000));
      latencies.on = true;
      await new Promise((r) => setTimeout(r, measureSeconds * 1000));
      latencies.on = false;
      const connected = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
      const now = await serverMemory?.();
      const step = {
        clients: target,
        connected,
        p99: percentile(latencies.values, 99),
        messages: latencies.values.length,
        liveBytes: now,
      };
      results.push(step);
      if (step.p99 < 100 && step.connected >= target * 0.99) held = step.connected;
      else if (!everyStep) break;
    }
  } finally {
    for (const socket of sockets) socket.terminate();
  }
  return { steps: results, held };
}
