/** The site's settings (§3): the server renders them into every page, so the browser rarely asks. */
export { AllCachedSettingsResponse } from '@sb/contract';
