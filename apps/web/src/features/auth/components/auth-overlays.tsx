import { lazy, Suspense, useState } from 'react';
import { endSession } from '../api/end-session.ts';
import { clearOtpLock } from '../otp-lock.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useTermsStore } from '../terms-store.ts';

// Only a player mid-login or one with unanswered terms needs these: each loads on first use.
const OtpDialog = lazy(() => import('./otp-dialog.tsx'));
const SecurityQuestionDialog = lazy(() => import('./security-question-dialog.tsx'));
const TermsDialog = lazy(() => import('./terms-dialog.tsx'));

/**
 * Gives up a login at its second factor: the browser forgets it, the server is told (best effort).
 * Its token never reached the cookie (finish-login.ts), so there is none to clear.
 */
function cancelPendingLogin(): void {
  const session = useSessionStore.getState().session;
  useSessionStore.getState().clearSession();
  clearOtpLock();
  if (session)
    endSession(session, 'user').catch((error: unknown) =>
      console.error('Ending the unfinished login failed', error),
    );
}

/**
 * The dialogs that follow from the session rather than from a click: the second factor a login
 * still owes (it comes back after a reload until passed or cancelled), then the terms-of-use popup
 * for a logged-in player whose pToU answer is not `accept`.
 */
export function AuthOverlays() {
  const session = useSessionStore((s) => s.session);
  const termsAnswer = useTermsStore((s) => s.answer);
  const [termsClosed, setTermsClosed] = useState(false);

  let dialog = null;
  if (session?.pendingFactor === 'otp')
    dialog = <OtpDialog session={session} onCancel={cancelPendingLogin} />;
  else if (session?.pendingFactor === 'security-question')
    dialog = <SecurityQuestionDialog session={session} onCancel={cancelPendingLogin} />;
  else if (session && termsAnswer !== 'accept' && !termsClosed)
    dialog = <TermsDialog onClose={() => setTermsClosed(true)} />;
  return <Suspense fallback={null}>{dialog}</Suspense>;
}
