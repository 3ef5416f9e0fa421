import { describe, expect, it } from 'vitest';
import { pseudoText, pseudoTexts } from './pseudo-locale.ts';

describe('the pseudo-locale (issue 48)', () => {
  it('accents every letter, brackets the text and keeps placeholders and tags', () => {
    const text = pseudoText('Stake for <0>{{event}}</0>: {{count}} bets');
    expect(text).toMatch(/^\[.*\]$/);
    expect(text).toContain('<0>{{event}}</0>');
    expect(text).toContain('{{count}}');
    expect(text.replace(/\{\{\w+\}\}|<\/?\d>/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('runs about 40 % longer than English, as German and Finnish do', () => {
    const english = 'Your selections appear here once you tap a price';
    const letters = (s: string) => s.replace(/[^\p{L}]/gu, '').length;
    expect(letters(pseudoText(english)) / letters(english)).toBeCloseTo(1.4, 1);
  });

  it('pseudo-localises nested namespaces', () => {
    expect(pseudoTexts({ a: { b: 'Hi' } })).toEqual({ a: { b: '[Ĥí]' } });
  });
});
