import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRequestNewCode,
  canSubmitSecurityAnswer,
  isSecurityAnswerValid,
  oneTimeCodeProblem,
  otpCountdownLabel,
  otpLockRemainingSeconds,
} from './second-factor.ts';

describe('oneTimeCodeProblem (SPEC.md §5 "One-time code")', () => {
  it.each([
    ['empty: Field should be required', '', 'required'],
    ['letters: Field should be numeric', 'abcdef', 'numeric'],
    ['a letter among digits is not numeric', '12a456', 'numeric'],
    ['a space is not numeric', '123 456', 'numeric'],
    ['a short code with a letter is not numeric either', '1a', 'numeric'],
    ['5 digits: Minimum requirement not met', '12345', 'minLength'],
    ['7 digits: Maximum requirement not met', '1234567', 'maxLength'],
    ['exactly 6 digits enables Submit', '012345', null],
  ])('%s', (_name, code, expected) => {
    expect(oneTimeCodeProblem(code)).toBe(expected);
  });

  it('is valid exactly for six digits (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{0,9}$/)), (code) => {
        return (oneTimeCodeProblem(code) === null) === /^\d{6}$/.test(code);
      }),
    );
  });
});

describe('one-time-code lock (SPEC.md §4: 295 s from the stored start)', () => {
  const start = 1_700_000_000_000;
  it.each([
    ['no code requested yet', null, start, 0, true],
    ['just requested: the whole 295 s', start, start, 295, false],
    ['a part-second counts as a second', start, start + 200, 295, false],
    ['after 59 s', start, start + 59_000, 236, false],
    ['one second left', start, start + 294_000, 1, false],
    ['run out at 295 s', start, start + 295_000, 0, true],
    ['long after (a reload the next day)', start, start + 86_400_000, 0, true],
    ['a start in the future holds the full lock', start + 60_000, start, 295, false],
  ])('%s', (_name, startedAt, now, remaining, canRequest) => {
    expect(otpLockRemainingSeconds(startedAt, now)).toBe(remaining);
    expect(canRequestNewCode(startedAt, now)).toBe(canRequest);
  });

  it('counts down one second per second and never leaves 0..295 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 600_000 }),
        (start, elapsed) => {
          const remaining = otpLockRemainingSeconds(start, start + elapsed);
          const later = otpLockRemainingSeconds(start, start + elapsed + 1000);
          return (
            remaining >= 0 && remaining <= 295 && (remaining === 0 ? later === 0 : later === remaining - 1)
          );
        },
      ),
    );
  });
});

describe('otpCountdownLabel (SPEC.md §4: two-digit seconds)', () => {
  it.each([
    [295, '4:55'],
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
  ])('%d s shows as %s', (seconds, label) => {
    expect(otpCountdownLabel(seconds)).toBe(label);
  });

  it('reads back as the same number of seconds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 295 }), (seconds) => {
        const [minutes, secs] = otpCountdownLabel(seconds).split(':');
        return secs?.length === 2 && Number(minutes) * 60 + Number(secs) === seconds;
      }),
    );
  });
});

describe('security answer (SPEC.md §5)', () => {
  it.each([
    ['an answer enables Submit', 'Rex', false, true],
    ['an answer with spaces around it counts', '  Rex ', false, true],
    ['empty keeps Submit disabled', '', false, false],
    ['only spaces is empty', '   ', false, false],
    ['Submit is disabled while the check runs', 'Rex', true, false],
  ])('%s', (_name, answer, loading, canSubmit) => {
    expect(canSubmitSecurityAnswer(answer, loading)).toBe(canSubmit);
  });

  it('an answer is valid when it has a character other than white space (property)', () => {
    fc.assert(fc.property(fc.string(), (answer) => isSecurityAnswerValid(answer) === /\S/.test(answer)));
  });
});
