/** The event feature's public entry (eslint.config.js: features meet only here). */
export { BackButton } from './components/back-button.tsx';
export { EventDetailsDropdown } from './components/event-details-dropdown.tsx';
export { EventMarketList } from './components/event-markets.tsx';
export { SportsEventJsonLd } from './components/sports-event-json-ld.tsx';
