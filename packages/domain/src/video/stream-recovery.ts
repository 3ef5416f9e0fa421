/*
 * What a player does after a playback error (SPEC.md §8 "Livestream errors"; docs/decisions/streaming.md).
 * The kinds are §8's; the steps are what HLS players that stay up do: a media error is recovered in
 * place (hls.js `recoverMediaError`) at most once per MEDIA_RECOVERY_GAP_MS, else it would loop on a
 * bad stream; a network error is retried with a growing wait, never in a tight loop, and a refused
 * URL (403: the signature ran out) is renewed through the access check, never replayed.
 */

/** §8: network, media, decode or unsupported format, key-system or mux, unknown. */
export type StreamErrorKind = 'network' | 'media' | 'decode' | 'key-system' | 'unknown';

export const MEDIA_RECOVERY_GAP_MS = 3_000;
/** Waits before each network retry; after the last the player shows the error with a retry button. */
export const NETWORK_RETRY_WAITS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

export interface RecoveryHistory {
  /** When the last in-place media recovery ran (ms), if any. */
  lastMediaRecoveryAt?: number | undefined;
  /** Network retries since the last fragment that loaded. */
  networkRetries: number;
  /** Stream URLs renewed since the last fragment that loaded. */
  urlRenewals: number;
}

/** A URL renewed and refused again at once is not a lapsed signature: the player stops asking. */
export const MAX_URL_RENEWALS = 1;

export type RecoveryStep =
  { do: 'recover-media' } | { do: 'retry-load'; afterMs: number } | { do: 'renew-url' } | { do: 'give-up' };

export function nextRecovery(
  error: { kind: StreamErrorKind; httpStatus?: number | undefined },
  history: RecoveryHistory,
  now: number,
): RecoveryStep {
  switch (error.kind) {
    case 'media':
    case 'decode': {
      const last = history.lastMediaRecoveryAt;
      return last === undefined || now - last >= MEDIA_RECOVERY_GAP_MS
        ? { do: 'recover-media' }
        : { do: 'give-up' };
    }
    case 'network': {
      if (error.httpStatus === 403) {
        return history.urlRenewals < MAX_URL_RENEWALS ? { do: 'renew-url' } : { do: 'give-up' };
      }
      const wait = NETWORK_RETRY_WAITS_MS[history.networkRetries];
      return wait === undefined ? { do: 'give-up' } : { do: 'retry-load', afterMs: wait };
    }
    case 'key-system':
    case 'unknown':
      return { do: 'give-up' };
  }
}
