import type { LoginRequest, LoginResponse, Settings } from '@sb/contract';
import { createSession } from './api/create-session.ts';
import { headerLogin } from './api/header-login.ts';
import { icoreLogin } from './api/icore-login.ts';
import type { SessionOrigin } from './start-session.ts';

export type LoginFlow = Settings['login_flow'];

/** The checked login form (SPEC.md §5): the username trimmed, the password as typed. */
export interface Credentials {
  username: string;
  password: string;
}

/** A login answer, whichever flow sent it, and what the session keeps of the flow. */
export interface LoginResult {
  answer: LoginResponse;
  origin: Omit<SessionOrigin, 'loggedInAt'>;
}

/**
 * The login call of each brand flow (SPEC.md §4 "Login": three brand flows). All three answer with
 * a login's answer, second factor included, so what follows is the same (login-dialog.tsx).
 */
const LOGIN_CALLS: Record<
  LoginFlow,
  (credentials: Credentials, device: LoginRequest['device']) => Promise<LoginResult>
> = {
  otp: async (credentials, device) => ({
    answer: await createSession({ ...credentials, device }),
    origin: { loginFlow: 'otp' },
  }),
  // The platform's session token, alsToken, is the session's token (§3 "alsToken (copied to
  // jweToken)") and the external token other pages share.
  token: async (credentials) => {
    const { alsToken, ...answer } = await icoreLogin(credentials);
    return {
      answer: { ...answer, session: { ...answer.session, jwe_token: alsToken } },
      origin: { loginFlow: 'token', externalToken: alsToken },
    };
  },
  legacy: async (credentials) => ({
    answer: await headerLogin(credentials),
    origin: { loginFlow: 'legacy' },
  }),
};

/** Sends a login by the brand's flow (settings.login_flow); the device block goes with the OTP flow's. */
export function sendLogin(
  flow: LoginFlow,
  credentials: Credentials,
  device: LoginRequest['device'],
): Promise<LoginResult> {
  return LOGIN_CALLS[flow](credentials, device);
}
