import { NOTIFICATION_KEYS, UNKNOWN_NOTIFICATION } from '@sb/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*/auth.json', {
  eager: true,
  import: 'default',
});

/** Every key of a nested translation object, dotted. */
function keysOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('auth texts (SPEC.md §8 in en, es, ja)', () => {
  const english = keysOf(files['../../i18n/locales/en/auth.json'] ?? {}).sort();

  it('has a text for every §8 notification the domain can name, and for the unknown one', () => {
    expect(english).toEqual(expect.arrayContaining([...NOTIFICATION_KEYS, UNKNOWN_NOTIFICATION]));
  });

  it.each(['es', 'ja'])('%s has exactly the English keys', (language) => {
    expect(keysOf(files[`../../i18n/locales/${language}/auth.json`] ?? {}).sort()).toEqual(english);
  });
});
