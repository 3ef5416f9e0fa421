/**
 * What the server holds in memory, read through its inspector (the bench starts it with `--inspect` on
 * the loopback): a full garbage collection, then `process.memoryUsage()`'s live JavaScript heap and the
 * memory outside it (sockets' buffers). The process's resident size cannot say what a websocket client
 * costs: it holds the high-water mark of the start (seeding, the first renders) and did not move between
 * 1,000 and 7,500 clients (docs/decisions/throughput.md, "The live fan-out").
 */
import WebSocket from 'ws';

interface Target {
  webSocketDebuggerUrl: string;
}

/** Live heap plus external memory after a full collection, in bytes. */
export async function liveHeapBytes(inspectorPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Target[];
  if (!target) throw new Error('the server has no inspector target');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const asked = ++id;
      const onMessage = (data: Buffer) => {
        const reply = JSON.parse(data.toString('utf8')) as { id?: number; result?: unknown; error?: unknown };
        if (reply.id !== asked) return;
        socket.off('message', onMessage);
        if (reply.error) reject(new Error(JSON.stringify(reply.error)));
        else resolve(reply.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: asked, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const read = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(read.result.value) as NodeJS.MemoryUsage;
    return usage.heapUsed + usage.external;
  } finally {
    socket.close();
  }
}
