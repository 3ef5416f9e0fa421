import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NATIVE_BETSLIP_ORIGINS, parseQueryFlags } from '../routing/query-flags.ts';
import { isContentOnly, isNativeApp, logoutShown, logsInNatively } from './native-app.ts';

describe('native state (SPEC.md §3 Native state, from the §2 query flags)', () => {
  it.each([
    ['a plain page', '', { nativeApp: false, contentOnly: false }],
    ['a host page', '?embedded=true', { nativeApp: false, contentOnly: true }],
    [
      'content only without a native origin',
      '?content-embedded=true',
      { nativeApp: false, contentOnly: true },
    ],
    [
      'the Android app with its chrome',
      '?betslip-origin=android-app',
      { nativeApp: true, contentOnly: false },
    ],
    [
      'the Android app, content only',
      '?content-embedded=true&betslip-origin=android-app',
      { nativeApp: true, contentOnly: true },
    ],
    [
      'the iOS app, content only',
      '?content-embedded=true&betslip-origin=ios-app',
      { nativeApp: true, contentOnly: true },
    ],
    ['another betslip-origin is the web', '?betslip-origin=web', { nativeApp: false, contentOnly: false }],
    ['content-embedded other than true', '?content-embedded=1', { nativeApp: false, contentOnly: false }],
  ])('%s', (_name, search, expected) => {
    const flags = parseQueryFlags(search);
    expect({ nativeApp: isNativeApp(flags), contentOnly: isContentOnly(flags) }).toEqual(expected);
  });

  it('only the two native values of betslip-origin make a native app (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...NATIVE_BETSLIP_ORIGINS)), (origin) => {
        const flags = parseQueryFlags(`?betslip-origin=${encodeURIComponent(origin)}`);
        return isNativeApp(flags) === (NATIVE_BETSLIP_ORIGINS as readonly string[]).includes(origin);
      }),
    );
  });
});

describe('native-app settings (SPEC.md §6, §4 My Bets)', () => {
  const settings = (logoutHidden: boolean, nativeLogin: boolean) => ({
    native_app_logout_hidden: logoutHidden,
    native_app_login: nativeLogin,
  });

  it.each([
    [false, false, true],
    [false, true, true],
    [true, false, true],
    [true, true, false],
  ])('native app %s, logout hidden %s: Logout shown %s', (nativeApp, hidden, shown) => {
    expect(logoutShown(nativeApp, settings(hidden, false))).toBe(shown);
  });

  it.each([
    [false, false, false],
    [false, true, false],
    [true, false, false],
    [true, true, true],
  ])('native app %s, native login %s: the app logs in %s', (nativeApp, nativeLogin, app) => {
    expect(logsInNatively(nativeApp, settings(false, nativeLogin))).toBe(app);
  });
});
