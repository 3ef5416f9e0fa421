import { Settings } from './settings.ts';

/**
 * The settings of a brand that sets nothing: the Settings schema's defaults (SPEC.md §3), for
 * whoever needs a value before the settings have loaded. Derived from the schema, so a default is
 * written once.
 */
export const SETTINGS_DEFAULTS: Readonly<Settings> = /* @__PURE__ */ Settings.parse({});
