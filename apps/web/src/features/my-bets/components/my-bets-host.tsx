import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLoggedInSession, useSessionStore } from '../../auth/session-store.ts';
import { myBetsDispatch, useMyBetsStore } from '../my-bets-store.ts';

const MyBetsModal = lazy(() => import('./my-bets-modal.tsx'));

/**
 * Mounted while a player is logged in (its own chunk): the modal, whose code loads the first time
 * it opens; a navigation closes it (the empty state's link, a bet's event); logging out resets it.
 */
export default function MyBetsHost() {
  const session = useLoggedInSession();
  const opened = useMyBetsStore((s) => s.modal !== 'closed');
  const { pathname } = useLocation();

  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (useMyBetsStore.getState().modal === 'visible') myBetsDispatch({ type: 'close' });
  }, [pathname]);

  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.session && !state.session) myBetsDispatch({ type: 'logout' });
      }),
    [],
  );

  if (!session || !opened) return null;
  return (
    <Suspense fallback={null}>
      <MyBetsModal session={session} />
    </Suspense>
  );
}
