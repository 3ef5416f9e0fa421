import { catalogPaths, SETTINGS_DEFAULTS, type Settings } from '@sb/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useChannel } from '../hooks/use-media-query.ts';
import { request } from './http.ts';
import { CACHE } from './query-client.ts';

/** GET /api/all_cached_settings (SPEC.md §7 Content): the brand's settings for this channel. */
export const settingsQueryOptions = (channel: 'web' | 'mobile') =>
  queryOptions({
    queryKey: ['settings', channel],
    queryFn: ({ signal }) =>
      request(catalogPaths.allCachedSettings, {
        query: { cached: 't', all: 't', mc: channel },
        schema: 'AllCachedSettingsResponse',
        signal,
      }).then((r) => r.settings),
    staleTime: CACHE.settings,
  });

/**
 * The settings of the current channel (mobile under 1024 px, else web); undefined until the first
 * have loaded (after a change of channel, the previous channel's until its own arrive). Components
 * fall back to the contract's defaults for anything they need before it arrives.
 */
export function useSettings(channel?: 'web' | 'mobile'): Settings | undefined {
  return useSettingsQuery(channel).data;
}

/** The settings with the contract's defaults (SPEC.md §3) until they have loaded. */
export function useSettingsOrDefaults(channel?: 'web' | 'mobile'): Readonly<Settings> {
  return useSettings(channel) ?? SETTINGS_DEFAULTS;
}

/**
 * The settings query itself, for the shell's loading and error states. When the channel changes (a
 * window resized across 1024 px, or a phone whose server-rendered page guessed the desktop) the
 * previous channel's settings stay until the new ones arrive: the header's logo and Login do not
 * vanish for a moment, and Login keeps the focus a logout gave it.
 */
export function useSettingsQuery(channel?: 'web' | 'mobile') {
  const current = useChannel();
  return useQuery({ ...settingsQueryOptions(channel ?? current), placeholderData: keepPreviousData });
}
