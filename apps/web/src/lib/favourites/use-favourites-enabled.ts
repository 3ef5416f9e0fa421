import { useSettings } from '../../api/settings.ts';

/**
 * Whether the brand offers favourites (SPEC.md §3 setting `enable_favorites`, default on): off, no
 * star shows anywhere, the favourites chip and menu entries leave, and the favourites live page says
 * it does not exist. Off until the settings are known, so no star shows and then leaves.
 */
export function useFavouritesEnabled(): boolean {
  return useSettings()?.enable_favorites ?? false;
}
