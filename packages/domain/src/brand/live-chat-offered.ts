import type { Settings } from '@sb/contract';

/*
 * What the subheader needs of live chat on every desktop page: whether it is offered. The rest of
 * the chat's rules (live-chat.ts) load with the first press, so they are a module apart.
 */

/** The chat page to open, before any token: the Avaya chat's, else the plain chat's, else ''. */
export function liveChatPage(settings: Pick<Settings, 'live_chat_url' | 'avaya_live_chat_url'>): string {
  return settings.avaya_live_chat_url || settings.live_chat_url;
}

/**
 * §2 Subheader: "Live chat is offered when a chat URL is configured and the brand is not one of
 * three excluded brands": the exclusion is the brand's flag live_chat_excluded, not its name.
 *
 * @example liveChatOffered({ live_chat_url: 'https://chat.example.com', avaya_live_chat_url: '', live_chat_excluded: true }) // false
 */
export function liveChatOffered(
  settings: Pick<Settings, 'live_chat_url' | 'avaya_live_chat_url' | 'live_chat_excluded'>,
): boolean {
  return liveChatPage(settings) !== '' && !settings.live_chat_excluded;
}
