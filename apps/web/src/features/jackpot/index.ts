/** The jackpot feature's public entry (eslint.config.js: features meet only here): My Bets lists the entries. */
export { JackpotEntries } from './components/jackpot-entries.tsx';
