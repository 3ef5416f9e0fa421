/** The stream feature's public entry (eslint.config.js: features meet only here). */
export { StreamList } from './components/stream-list.tsx';
export { StreamPanel } from './components/stream-panel.tsx';
