/** The live feature's public entry (eslint.config.js: features meet only here). */
export { LiveClock } from './components/live-clock.tsx';
export { useFeedTopic } from './feed/use-feed.ts';
export { useLiveEvent, useOutcome } from './live-store.ts';
export { subscribeSecond, tickNow } from './ticker.ts';
export { LiveAnnouncer } from './announcer/lazy-live-announcer.tsx';
