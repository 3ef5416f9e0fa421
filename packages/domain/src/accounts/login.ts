/**
 * Login rules of SPEC.md §5 "Login" and §8 "Login", "Notification texts": what the form may send,
 * which login answer counts as a success and what comes after it, and which notification a failed
 * login shows. Notification keys double as i18n keys: the web keeps their texts per language.
 */

/** The notification keys a login can end in (SPEC.md §8), plus the form's own (§5). */
export type LoginNotificationKey =
  | `login-error-${string}`
  | 'error-400'
  | 'error-404'
  | 'error-500'
  | 'something-went-wrong'
  | 'error-invalid-login-credentials';

/** A login call that failed: an HTTP answer (with the body's reasonJson.responseCode, if any) or no answer at all. */
export type LoginFailure =
  { kind: 'http'; status: number; responseCode?: string | null | undefined } | { kind: 'network' };

/** Statuses whose responseCode names the reason (§8). */
const CODED_STATUSES = [401, 402, 403, 421, 500];
/** Statuses that name the reason themselves when no responseCode came (§8). */
const LOGIN_STATUSES = [401, 402, 403];

/**
 * The notification a failed login shows as an error toast (SPEC.md §8 "Login").
 *
 * @example loginErrorNotification({ kind: 'http', status: 403, responseCode: 'INT008' }) // 'login-error-INT008'
 * @public
 */
export function loginErrorNotification(failure: LoginFailure): LoginNotificationKey {
  if (failure.kind === 'network') return 'something-went-wrong';
  const { status, responseCode } = failure;
  if (CODED_STATUSES.includes(status) && responseCode) return `login-error-${responseCode}`;
  if (LOGIN_STATUSES.includes(status)) return `login-error-${status}`;
  if (status === 400 || status === 404) return `error-${status}`;
  return 'error-500';
}

/**
 * The login form (SPEC.md §5): trimmed username and password are both required, else the form shows
 * 'error-invalid-login-credentials' and sends nothing. The username is sent trimmed; the password
 * as typed, because spaces may be part of it (only a blank password is refused).
 */
export function checkLoginForm(
  username: string,
  password: string,
):
  | { ok: true; username: string; password: string }
  | { ok: false; notification: 'error-invalid-login-credentials' } {
  const name = username.trim();
  if (name === '' || password.trim() === '')
    return { ok: false, notification: 'error-invalid-login-credentials' };
  return { ok: true, username: name, password };
}

/** What follows an accepted login (SPEC.md §4 "Login", OTP flow). */
export type LoginStep = 'otp' | 'security-question' | 'done';

/**
 * Reads a login answer (SPEC.md §5, §8): accepted only with status success / SUCCESS and a session
 * holding a jwe_token; anything else is the 'error-500' of §8 ("Missing jwe_token gives error-500";
 * an answer with another status is just as unusable). Then `otp` decides the next step: true a
 * one-time code, null the security question, false (or absent) login is done.
 */
export function readLoginAnswer(answer: {
  status: string;
  otp?: boolean | null | undefined;
  session?: { jwe_token?: string | null | undefined } | null | undefined;
}): { ok: true; next: LoginStep } | { ok: false; notification: 'error-500' } {
  const accepted = answer.status === 'success' || answer.status === 'SUCCESS';
  if (!accepted || !answer.session?.jwe_token) return { ok: false, notification: 'error-500' };
  const next: LoginStep = answer.otp === true ? 'otp' : answer.otp === null ? 'security-question' : 'done';
  return { ok: true, next };
}

/**
 * The notifications of SPEC.md §8 that have a text. login-error-401 and INT003 both read "invalid
 * login credentials", 402 and INT009 "account suspended", 403 and INT008 "account locked".
 */
export const NOTIFICATION_KEYS = [
  'error-invalid-login-credentials',
  'login-error-401',
  'login-error-402',
  'login-error-403',
  'login-error-INT003',
  'login-error-INT009',
  'login-error-INT008',
  'login-error-INT001',
  'login-error-INT051',
  'login-error-INT056',
  'error-400',
  'error-404',
  'error-500',
  'something-went-wrong',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** The i18n key of a notification without a text (§8 "Unknown": 'Notification does not exist'). */
export const UNKNOWN_NOTIFICATION = 'notification-does-not-exist';

/**
 * The i18n key whose text a notification shows: the key itself when §8 gives it a text, otherwise
 * the 'Notification does not exist' text (a server code this product does not know, INT999).
 */
export function notificationTextKey(key: string): NotificationKey | typeof UNKNOWN_NOTIFICATION {
  return (NOTIFICATION_KEYS as readonly string[]).includes(key)
    ? (key as NotificationKey)
    : UNKNOWN_NOTIFICATION;
}
