/**
 * The live page under load, in Chromium: the server streams outcome updates at the rate the bench
 * starts it with, the page shows the live events, and for `seconds` we record
 * - frame intervals (requestAnimationFrame timestamps): p95 against one 60 Hz frame, 16.7 ms;
 * - the longest task (PerformanceObserver 'longtask'): budget 50 ms;
 * - update-to-paint: the web app's own `sb:update-to-paint` User Timing measures, from the moment a
 *   websocket message arrived to the frame that painted it: p95 budget 100 ms.
 */
import type { Browser } from 'playwright-core';

export interface LivePageFigures {
  events: number;
  updates: number;
  frameP95: number;
  droppedFrames: number;
  frames: number;
  longestTask: number;
  /** What ran in the longest animation frame (Long Animation Frames API), to explain a long task. */
  longestFrameScripts: string;
  updateToPaintP95: number;
}

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function livePageUnderLoad(
  browser: Browser,
  url: string,
  seconds: number,
): Promise<LivePageFigures> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(url, { waitUntil: 'networkidle' });
  // Every live event's row is on the page before measuring (the list shows them all, grouped).
  // (each row's opponents link; the '+N' more-markets link names the event too)
  const events = await page
    .getByRole('link', { name: / v | vs /i })
    .filter({ hasNotText: /^\+\d+$/ })
    .count();
  const run = await page.evaluate(async (ms) => {
    let longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
    }).observe({ type: 'longtask' });
    // Long Animation Frames name the scripts of a slow frame; the rest of it is style, layout or GC.
    interface Script {
      invoker: string;
      sourceFunctionName: string;
      duration: number;
    }
    let longestFrame = { duration: 0, blocking: 0, styleAndLayout: 0, scripts: [] as Script[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        duration: number;
        blockingDuration: number;
        styleAndLayoutStart: number;
        startTime: number;
        renderStart: number;
        scripts: Script[];
      }>) {
        // The frame that blocked input longest (a long frame of idle waiting blocks nothing).
        if (entry.blockingDuration <= longestFrame.blocking) continue;
        longestFrame = {
          duration: entry.duration,
          blocking: entry.blockingDuration,
          styleAndLayout: entry.startTime + entry.duration - entry.styleAndLayoutStart,
          scripts: entry.scripts,
        };
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
    performance.clearMeasures('sb:update-to-paint');
    const intervals: number[] = [];
    await new Promise<void>((resolve) => {
      let last = 0;
      const end = performance.now() + ms;
      const frame = (t: number) => {
        if (last) intervals.push(t - last);
        last = t;
        if (t < end) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    const paints = performance.getEntriesByName('sb:update-to-paint').map((e) => e.duration);
    const scripts = longestFrame.scripts
      .map(
        (x) =>
          `${x.invoker}${x.sourceFunctionName ? ` ${x.sourceFunctionName}` : ''} ${x.duration.toFixed(0)} ms`,
      )
      .join(', ');
    const frameSummary =
      longestFrame.blocking === 0
        ? 'none over 50 ms'
        : `${longestFrame.duration.toFixed(0)} ms frame blocking ${longestFrame.blocking.toFixed(0)} ms: ${scripts || 'no script'}; style and layout ${longestFrame.styleAndLayout.toFixed(0)} ms`;
    return { intervals, longestTask, paints, frameSummary };
  }, seconds * 1000);
  await context.close();
  return {
    events,
    updates: run.paints.length,
    frames: run.intervals.length,
    frameP95: percentile(run.intervals, 95),
    // A frame that took more than one and a half vsync intervals dropped at least one frame.
    droppedFrames: run.intervals.filter((x) => x > 25).length,
    longestTask: run.longestTask,
    longestFrameScripts: run.frameSummary,
    updateToPaintP95: percentile(run.paints, 95),
  };
}
