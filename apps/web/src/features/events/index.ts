/** The events feature's public entry (eslint.config.js: features meet only here). */
export { useEvents } from './api/get-events.ts';
export { outcomeLabels } from './components/event-row.tsx';
export {
  LiveOutcomeButtonContext,
  OutcomeButton,
  OutcomeButtonView,
  type OutcomeButtonProps,
} from './components/outcome-button.tsx';
export { useKickoffFormat } from './use-kickoff-format.ts';
