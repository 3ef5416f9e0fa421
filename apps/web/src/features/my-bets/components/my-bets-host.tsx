import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLoggedInSession, type Session } from '../../../lib/session/session-store.ts';
import { useMyBetsItemStore } from '../../../lib/shell/my-bets-item.ts';
import { myBetsDispatch, useMyBetsStore } from '../my-bets-store.ts';
import { useBetCount } from '../use-bet-count.ts';
import { useMyBetsButton } from '../use-my-bets-button.ts';

const MyBetsModal = lazy(() => import('./my-bets-modal.tsx'));

/**
 * My Bets for a logged-in player, mounted by the shell once a player is logged in (its own chunk,
 * never a visitor's): it answers the My Bets items' presses and gives them their count through the
 * My Bets item store, and shows the modal, whose code loads the first time it opens. A navigation closes the modal (the empty
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

  // A press is answered with the latest action (it reads the current page), at once or, for a press
  // made while this code was loading, as soon as this is mounted.
  const press = useRef(onClick);
  useEffect(() => {
    press.current = onClick;
  });
  useEffect(() => {
    const answer = () => {
      if (!useMyBetsItemStore.getState().pressed) return;
      useMyBetsItemStore.setState({ pressed: false });
      press.current();
    };
    answer();
    return useMyBetsItemStore.subscribe(answer);
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
