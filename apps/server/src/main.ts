import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster-primary.ts';
import { configFromEnv, type Config } from './config.ts';

/** How long open requests get to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = configFromEnv();
// WORKERS > 1: this process balances connections over that many workers, each the server below.
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config.workers);
else await serve(config);

async function serve(config: Config): Promise<void> {
  const app = await buildApp(config);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      // Stops accepting connections, waits for open requests, then closes the database.
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close();
    process.exit(1);
  }
}
