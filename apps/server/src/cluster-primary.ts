import cluster, { type Worker } from 'node:cluster';

/*
 * Several server processes on one machine (WORKERS > 1), behind Node's cluster balancer: this
 * primary process accepts the connections and hands them to its workers in turn (round-robin), and
 * each worker is the whole server of main.ts on the shared PostgreSQL and Redis (config.ts refuses
 * WORKERS > 1 without them). Everything a worker decides is already safe on many processes: the
 * row locks of bets/locks.ts, the uuid's unique index, the feed bus, the simulator's advisory lock.
 * On more machines the balancer is a real one (docs/decisions/throughput.md "More machines").
 */

/** How long the workers get to finish their open requests on shutdown (main.ts has its own 10 s). */
const SHUTDOWN_GRACE_MS = 12_000;

function log(level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  // The workers log JSON lines through pino; the primary's few lines look the same.
  const line = JSON.stringify({
    level: level === 'info' ? 30 : 50,
    time: Date.now(),
    pid: process.pid,
    msg,
    ...fields,
  });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/**
 * Starts `workers` processes: the first alone, so that it migrates and seeds the database and makes
 * the token secret before the others read them, then the rest. A worker that dies is replaced; one
 * that dies before it listens stops them all.
 */
export async function runPrimary(workers: number): Promise<void> {
  let stopping = false;
  const listening = (worker: Worker) =>
    new Promise<void>((resolve) => worker.once('listening', () => resolve()));

  const served = new Set<Worker>();
  cluster.on('listening', (worker) => served.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that never listened would fail again (a bad configuration, the database down): stop.
    if (!served.delete(worker)) {
      log('error', 'worker exited before listening; stopping', { worker: worker.process.pid, code, signal });
      process.exit(1);
    }
    log('error', 'worker died; starting another', { worker: worker.process.pid, code, signal });
    cluster.fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      log('info', 'shutting down the workers', { signal });
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      let left = alive.length;
      if (left === 0) process.exit(0);
      for (const worker of alive) {
        worker.once('exit', () => --left === 0 && process.exit(0));
        worker.process.kill('SIGTERM');
      }
    });

  await listening(cluster.fork());
  await Promise.all(Array.from({ length: workers - 1 }, () => listening(cluster.fork())));
  log('info', 'workers listening', { workers });
}
