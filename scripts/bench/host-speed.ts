/**
 * The host's CPU speed as Lighthouse measures it (environment.benchmarkIndex), several times in a row,
 * and the CPU slowdown that makes this host Lighthouse's phone at each moment: what to pass to the
 * Lighthouse command line as --throttling.cpuSlowdownMultiplier (README, "Lighthouse by hand").
 *
 *   node --import tsx scripts/bench/host-speed.ts [times]
 */
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedSlowdown } from './lighthouse.ts';
import { median } from './stats.ts';

const times = Number(process.argv[2] ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const indexes: number[] = [];
  for (let i = 0; i < times; i++) {
    const page = await browser.newPage();
    indexes.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    const index = indexes.at(-1) ?? 0;
    console.log(`benchmarkIndex ${index.toFixed(0)}: ${calibratedSlowdown(index).toFixed(1)}x`);
  }
  const middle = median(indexes);
  console.log(
    `median ${middle.toFixed(0)} (${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}): ` +
      `--throttling.cpuSlowdownMultiplier=${calibratedSlowdown(middle).toFixed(1)}`,
  );
} finally {
  await browser.close();
}
