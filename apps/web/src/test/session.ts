import type { LoginResponse } from '@sb/contract';
import type { mockApi, MockResponse } from './api-mock.ts';
import { useSessionStore, type Session } from '../lib/session/session-store.ts';

/** A login answer as the server gives it; override what a test is about. */
export function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    status: 'SUCCESS',
    otp: false,
    session: { id: 7, jwe_token: 'token-1', username: 'alice', currency: 'EUR', locale: 'en' },
    expirationTimeInSeconds: 3600,
    termsAccepted: true,
    lastLoginDate: null,
    ...overrides,
  };
}

/** The full session a passed second factor returns. */
export const factorPassed = {
  session: { id: 7, jwe_token: 'token-2', username: 'alice', currency: 'EUR', locale: 'en' },
  expirationTimeInSeconds: 3600,
};

/** A refused call in the server's error shape (contract ApiError); `extra` adds fields such as retryAfterSeconds. */
export function refused(
  status: number,
  message: string,
  responseCode?: string,
  extra: Record<string, unknown> = {},
): MockResponse {
  return {
    status,
    body: {
      statusCode: status,
      code: 'REFUSED',
      message,
      ...(responseCode && { reasonJson: { responseCode } }),
      ...extra,
    },
  };
}

/** Puts a session in the store as if a login had happened earlier. */
export function givenSession(overrides: Partial<Session> = {}): Session {
  const session: Session = {
    id: 7,
    jwe_token: 'token-1',
    username: 'alice',
    currency: 'EUR',
    locale: 'en',
    expiresAt: Date.now() + 3_600_000,
    pendingFactor: null,
    loggedInAt: Date.now(),
    ...overrides,
  };
  useSessionStore.getState().setSession(session);
  return session;
}

/** Every request the fake back end received, with its URL parsed and its init (method, body, headers). */
export function sentRequests(fetchMock: ReturnType<typeof mockApi>): { url: URL; init: RequestInit }[] {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => ({
    url: new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    ),
    init: init ?? {},
  }));
}

/** The JSON body of the first request to `path`. */
export function bodyOf(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const body = sentRequests(fetchMock).find((r) => r.url.pathname === path)?.init.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
