/**
 * §2 Subheader: "Live chat is offered when a chat URL is configured and the brand is not one of
 * three excluded brands": the exclusion is the brand's flag live_chat_excluded, not its name.
 *
 * @example liveChatOffered({ live_chat_url: 'https://chat.example.com', live_chat_excluded: true }) // false
 */
export function liveChatOffered(settings: { live_chat_url: string; live_chat_excluded: boolean }): boolean {
  return settings.live_chat_url !== '' && !settings.live_chat_excluded;
}
