// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../../test/build-test-app.ts';

/** The live state survives a restart: saved by the simulating process, loaded and resumed by the next. */
const folder = tempDir('sb-live-');
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  folder.remove();
});

async function start(): Promise<FastifyInstance> {
  const app = await buildTestApp({ feedSimulator: true, dataDir: folder.path });
  apps.push(app);
  return app;
}

describe('live state persistence', () => {
  it('resumes every live event from its saved fields after a restart', async () => {
    const first = await start();
    for (let minute = 0; minute < 20; minute++) await first.live.simulator!.tick(60_000);
    const before = first.live.state.liveEvents();
    await first.close();

    const second = await start();
    const after = second.live.state.liveEvents();
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    for (const event of before) {
      const loaded = second.live.state.event(event.id)!;
      expect([loaded.clock, loaded.scores, loaded.currentPeriod]).toEqual([
        event.clock,
        event.scores,
        event.currentPeriod,
      ]);
      const prices = (e: typeof event) =>
        e.markets?.flatMap((m) => m.outcomes.map((o) => o.consolidatedPrice.currentPrice.decimal));
      expect(prices(loaded)).toEqual(prices(event));
    }
    // Play goes on from there: the football clock keeps counting.
    const football = after.find((e) => e.sportCode === 'FOOT' && e.clock?.status === 'RUNNING')!;
    const minute = football.clock!.minutes;
    await second.live.simulator!.tick(120_000);
    expect(second.live.state.event(football.id)!.clock!.minutes).toBeGreaterThan(minute);
  });
});
