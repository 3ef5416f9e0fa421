import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { frameOrigin, gameFrameMessage } from '../frame-messages.ts';
import styles from '../games.module.css';

export interface GameFrameProps {
  /** The provider's page: a launch URL (single use) or a visitor's fun-play URL. */
  src: string;
  /** The section's name: the frame's accessible name. */
  title: string;
  /** The game moved money: the header's balance is fetched again from the wallet. */
  onBalance: () => void;
  /** The game's session is over: the page offers to open it again. */
  onSessionEnded: () => void;
}

/**
 * The game, in a sandboxed frame of the provider's origin that may run its scripts and call its own
 * server, play sound and go full screen. Its messages are read only from that origin and that frame
 * (frame-messages.ts); the figure a balance message carries is never shown: the wallet is asked.
 */
export function GameFrame({ src, title, onBalance, onSessionEnded }: GameFrameProps) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  const frame = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onBalance, onSessionEnded });
  useEffect(() => {
    handlers.current = { onBalance, onSessionEnded };
  });
  const origin = typeof window === 'undefined' ? undefined : frameOrigin(src, window.location.href);

  useEffect(() => {
    if (!origin) return;
    const listen = (event: MessageEvent) => {
      const message = gameFrameMessage(event, { origin, window: frame.current?.contentWindow ?? null });
      if (message?.type === 'balance') handlers.current.onBalance();
      else if (message?.type === 'session-ended') handlers.current.onSessionEnded();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin]);

  // Anything but a web address (a misconfigured provider) is not framed.
  if (!origin) return <ErrorState message={t('failed')} />;
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={src}
      title={title}
      allow="autoplay; fullscreen"
      allowFullScreen
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="origin"
    />
  );
}
