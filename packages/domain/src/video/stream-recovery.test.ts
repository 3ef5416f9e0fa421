import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_RECOVERY_GAP_MS, nextRecovery, type StreamErrorKind } from './stream-recovery.ts';

const fresh = { networkRetries: 0, urlRenewals: 0 };

describe('nextRecovery', () => {
  it.each([
    ['media', fresh, { do: 'recover-media' }],
    ['decode', { ...fresh, lastMediaRecoveryAt: 10_000 - MEDIA_RECOVERY_GAP_MS }, { do: 'recover-media' }],
    ['decode', { ...fresh, lastMediaRecoveryAt: 9_000 }, { do: 'give-up' }],
    ['network', fresh, { do: 'retry-load', afterMs: 1_000 }],
    ['network', { ...fresh, networkRetries: 3 }, { do: 'retry-load', afterMs: 8_000 }],
    ['network', { ...fresh, networkRetries: 4 }, { do: 'give-up' }],
    ['key-system', fresh, { do: 'give-up' }],
    ['unknown', fresh, { do: 'give-up' }],
  ] as const)('%s after %j: %j', (kind, history, step) => {
    expect(nextRecovery({ kind }, history, 10_000)).toEqual(step);
  });

  it('renews a refused URL once, then stops asking', () => {
    expect(nextRecovery({ kind: 'network', httpStatus: 403 }, fresh, 0)).toEqual({ do: 'renew-url' });
    expect(nextRecovery({ kind: 'network', httpStatus: 403 }, { ...fresh, urlRenewals: 1 }, 0)).toEqual({
      do: 'give-up',
    });
  });

  it('never recovers media twice within the gap, and never retries the network without a wait', () => {
    const kinds: StreamErrorKind[] = ['network', 'media', 'decode', 'key-system', 'unknown'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.constantFrom(...kinds), gap: fc.integer({ min: 0, max: 10_000 }) }), {
          maxLength: 40,
        }),
        (errors) => {
          let now = 0;
          const history = {
            lastMediaRecoveryAt: undefined as number | undefined,
            networkRetries: 0,
            urlRenewals: 0,
          };
          const recoveries: number[] = [];
          for (const { kind, gap } of errors) {
            now += gap;
            const step = nextRecovery({ kind }, history, now);
            if (step.do === 'recover-media') {
              recoveries.push(now);
              history.lastMediaRecoveryAt = now;
            }
            if (step.do === 'retry-load') {
              expect(step.afterMs).toBeGreaterThanOrEqual(1_000);
              history.networkRetries += 1;
            }
          }
          for (let i = 1; i < recoveries.length; i += 1) {
            expect(recoveries[i]! - recoveries[i - 1]!).toBeGreaterThanOrEqual(MEDIA_RECOVERY_GAP_MS);
          }
          expect(history.networkRetries).toBeLessThanOrEqual(4);
        },
      ),
    );
  });
});
