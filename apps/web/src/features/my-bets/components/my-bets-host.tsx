import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLoggedInSession, type Session } from '../../../lib/session/session-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { myBetsDispatch, useMyBetsStore } from '../my-bets-store.ts';
import { useBetCount } from '../use-bet-count.ts';
import { useMyBetsButton } from '../use-my-bets-button.ts';

const MyBetsModal = lazy(() => import('./my-bets-modal.tsx'));

/**
 * My Bets for a logged-in player, mounted with the header's player actions (their chunk, never a
 * visitor's): it gives the My Bets items their action and count through the shell store, and shows
 * the modal, whose code loads the first time it opens. A navigation closes the modal (the empty
 * state's link, a bet's event); logging out resets it.
 */
export default function MyBetsHost() {
  const session = useLoggedInSession();
  if (!session) return null;
  return <Host session={session} />;
}

function Host({ session }: { session: Session }) {
  const opened = useMyBetsStore((s) => s.modal !== 'closed');
  const { pathname } = useLocation();
  const { onClick } = useMyBetsButton();
  useBetCount(session);

  // The items call the latest action (it reads the current page); registered once, removed on leaving.
  const press = useRef(onClick);
  useEffect(() => {
    press.current = onClick;
  });
  useEffect(() => {
    useShellStore.setState({ myBetsPress: () => press.current() });
    if (useShellStore.getState().myBetsPressed) {
      useShellStore.setState({ myBetsPressed: false });
      press.current();
    }
    return () => useShellStore.setState({ myBetsPress: undefined });
  }, []);

  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (useMyBetsStore.getState().modal === 'visible') myBetsDispatch({ type: 'close' });
  }, [pathname]);

  // Logging out unmounts the player's header, and this with it: My Bets starts closed next time.
  useEffect(() => () => void myBetsDispatch({ type: 'logout' }), []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MyBetsModal session={session} />
    </Suspense>
  );
}
