/** The live feature's public entry (eslint.config.js: features meet only here). */
export { LiveAnnouncer } from './announcer/lazy-live-announcer.tsx';
export { useLivePage } from './api/get-live-page.ts';
