import { describe, expect, it } from 'vitest';
import { selfExclusionLink } from './self-exclusion.ts';

describe('selfExclusionLink (SPEC.md §2 self-exclusion link, §6 self-exclusion icon)', () => {
  it.each([
    ['no page: no link, and no icon even when asked for', '', true, 'en', null],
    [
      "the brand's setting-based page, with the icon (§2 Kenya brand)",
      '/public/self-exclusion',
      true,
      'en',
      { href: '/en/public/self-exclusion', headerIcon: true },
    ],
    [
      "the regulator's path in the player's language (§2 Spain brand)",
      '/user/responsible-gaming/self-exclusion',
      true,
      'es',
      { href: '/es/user/responsible-gaming/self-exclusion', headerIcon: true },
    ],
    [
      'a link in the account menu only',
      '/public/self-exclusion',
      false,
      'ja',
      { href: '/ja/public/self-exclusion', headerIcon: false },
    ],
  ])('%s', (_name, link, icon, locale, expected) => {
    expect(selfExclusionLink({ self_exclusion_link: link, self_exclusion_icon: icon }, locale)).toEqual(
      expected,
    );
  });
});
