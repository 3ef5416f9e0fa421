import type { Settings } from '@sb/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { Icon } from '../../../ui/icon.tsx';

/** The chat's own window: a second press reuses it. */
const CHAT_WINDOW = 'sb-live-chat';
const CHAT_WINDOW_FEATURES = 'popup,width=420,height=640';

/**
 * Live chat (SPEC.md §2: "opens in a new window"). The window opens in the press itself, empty, as
 * popup blockers allow only then; a module loaded on the first press works out the chat's URL (with
 * the player's chat token or without, §4, §6) and sends the window there.
 */
export function LiveChatButton({
  settings,
  className,
}: {
  settings: Settings;
  className: string | undefined;
}) {
  const { t } = useTranslation('common');
  const session = useLoggedInSession();
  const queryClient = useQueryClient();

  const press = () => {
    const popup = window.open('about:blank', CHAT_WINDOW, CHAT_WINDOW_FEATURES);
    void import('./live-chat-url.ts').then(
      ({ openLiveChat }) => openLiveChat(popup, { settings, session, queryClient }),
      (error: unknown) => {
        // The module did not load (a deploy replaced it, the network dropped): no empty window
        // stays open, and the next press tries again.
        console.error('Live chat could not load', error);
        popup?.close();
      },
    );
  };

  return (
    <button type="button" className={className} onClick={press}>
      <Icon name="chat" size={16} />
      {t('subheader.chat')}
    </button>
  );
}
