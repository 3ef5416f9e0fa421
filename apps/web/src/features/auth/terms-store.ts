import { create } from 'zustand';

/**
 * The terms-of-use answer, kept in the pToU cookie (SPEC.md §3 "Terms cookie": accept or decline)
 * and mirrored here so the popup re-renders when it changes.
 *
 * Decision (SPEC.md §4 "Terms of use" leaves the trigger partly open): the server is the source of
 * truth at login. A login answer with termsAccepted true writes pToU=accept; false removes the
 * cookie. The popup then shows for a logged-in player whenever pToU is not `accept`: after such a
 * login, and on a later visit if the cookie is gone (cleared, or the player reloaded before
 * answering). Accepting again is harmless: accept-terms is idempotent.
 */
export type TermsAnswer = 'accept' | 'decline';

const COOKIE = 'pToU';
/** A year: the answer outlives the session; the next login's answer overrides it anyway. */
const MAX_AGE_S = 365 * 24 * 3600;

function readCookie(): TermsAnswer | null {
  const match = /(?:^|;\s*)pToU=(accept|decline)(?:;|$)/.exec(document.cookie);
  return (match?.[1] as TermsAnswer | undefined) ?? null;
}

interface TermsState {
  answer: TermsAnswer | null;
  setAnswer: (answer: TermsAnswer | null) => void;
}

export const useTermsStore = create<TermsState>()((set) => ({
  answer: readCookie(),
  setAnswer: (answer) => {
    document.cookie =
      answer === null
        ? `${COOKIE}=; path=/; max-age=0; samesite=lax`
        : `${COOKIE}=${answer}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
    set({ answer });
  },
}));
