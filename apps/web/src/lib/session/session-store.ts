import type { SessionData, Settings } from '@sb/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The player's session (SPEC.md §3 "Session data", "Login state"), persisted so that a reload
 * keeps the player logged in. A player counts as logged in when a username exists and the second
 * factor, if one was asked, is passed (§1). Logout clears it (§4 "Logout").
 */
export interface Session extends SessionData {
  /** When jwe_token expires, ms since the epoch (login time + expirationTimeInSeconds). */
  expiresAt: number;
  /** A second factor still to pass: the token then opens only that factor's calls. */
  pendingFactor: 'otp' | 'security-question' | null;
  /** When this login began: the session clock counts from it (§4 "Session clock"). */
  loggedInAt: number;
  /**
   * The brand flow that made it (§4 "Login"): the session ends by that flow's logout call. Absent in
   * a session stored before brands had flows (the OTP flow's).
   */
  loginFlow?: Settings['login_flow'];
  /**
   * The external token it stands for (§3 "Login state": externalSessionToken): the token flow's
   * alsToken, or a token another page or a host gave. Auth on load compares the token cookie with it.
   */
  externalToken?: string;
}

export interface SessionState {
  session: Session | null;
  /** 'Remember me': the username offered in the login dialog next time (§5 "Login"). */
  savedUsername: string | null;
  /** The browser's device id of the login request's device block (§3 "Login request"). */
  deviceId: string;
  setSession: (session: Session) => void;
  setSavedUsername: (username: string | null) => void;
  clearSession: () => void;
}

type Persisted = Pick<SessionState, 'session' | 'savedUsername' | 'deviceId'>;

function newDeviceId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.id === 'number' &&
    typeof s.jwe_token === 'string' &&
    s.jwe_token.length > 0 &&
    typeof s.username === 'string' &&
    typeof s.currency === 'string' &&
    typeof s.expiresAt === 'number'
  );
}

/** Stored data is parsed on the way in: a shape this version does not know is dropped. */
function parsePersisted(stored: unknown): Partial<Persisted> {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    session: isSession(s.session) ? s.session : null,
    savedUsername: typeof s.savedUsername === 'string' ? s.savedUsername : null,
    ...(typeof s.deviceId === 'string' && s.deviceId.length >= 8 ? { deviceId: s.deviceId } : {}),
  };
}

/**
 * sessionStorage key set by a logout before it reloads the page: the reloaded page's header gives
 * the focus to Login, where the player was, instead of leaving it on the body.
 */
export const LOGGED_OUT_KEY = 'sb-logged-out';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      savedUsername: null,
      deviceId: newDeviceId(),
      setSession: (session) => set({ session }),
      setSavedUsername: (savedUsername) => set({ savedUsername }),
      clearSession: () => set({ session: null }),
    }),
    {
      name: 'sb-session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ session, savedUsername, deviceId }): Persisted => ({ session, savedUsername, deviceId }),
      merge: (stored, current) => ({ ...current, ...parsePersisted(stored) }),
    },
  ),
);

/** The logged-in player's session (second factor passed), else null. */
export function useLoggedInSession(): Session | null {
  return useSessionStore((s) => (s.session && s.session.pendingFactor === null ? s.session : null));
}

export function currentSession(): Session | null {
  return useSessionStore.getState().session;
}
