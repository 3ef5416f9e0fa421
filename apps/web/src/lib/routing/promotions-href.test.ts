import { describe, expect, it } from 'vitest';
import { promotionsTarget } from './promotions-href.ts';

describe('where a Promotions link goes (SPEC.md §2 "/promotions (or a configured promotions address)")', () => {
  it.each([
    ['our page when no address is set', '', true, { kind: 'internal', to: '/es/promotions' }],
    [
      'the operator’s https address when one is set',
      'https://promo.example.com/offers',
      true,
      { kind: 'external', href: 'https://promo.example.com/offers' },
    ],
    [
      'our page for an http address',
      'http://promo.example.com',
      true,
      { kind: 'internal', to: '/es/promotions' },
    ],
    ['our page for a site path', '/offers', true, { kind: 'internal', to: '/es/promotions' }],
    ['nowhere when promotions are off', 'https://promo.example.com', false, null],
  ])('%s', (_name, promotionsUrl, enabled, expected) => {
    expect(promotionsTarget({ promotions_url: promotionsUrl, promotions_enabled: enabled }, 'es')).toEqual(
      expected,
    );
  });
});
