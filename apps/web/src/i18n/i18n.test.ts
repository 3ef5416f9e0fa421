import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from './i18n.ts';

const resources = {
  en: { common: { header: { login: 'Login', join: 'Join' } } },
  es: { common: { header: { login: 'Iniciar sesión' } } },
};

async function translator(language: string, flags: Parameters<typeof i18nOptions>[1]) {
  const instance = createInstance();
  await instance.init({ ...i18nOptions(language, flags), resources, initAsync: false });
  return instance.t.bind(instance);
}

describe('translation modes (SPEC.md §2 query flags, §5 missing key pattern)', () => {
  it('falls back to English for a text missing in the language', async () => {
    const t = await translator('es', { translationsOff: false, printMissingTranslations: false });
    expect(t('header.login')).toBe('Iniciar sesión');
    expect(t('header.join')).toBe('Join');
  });

  it('mode=translations prints a missing key as T_[key]_T instead of falling back', async () => {
    const t = await translator('es', { translationsOff: false, printMissingTranslations: true });
    expect(t('header.login')).toBe('Iniciar sesión');
    expect(t('header.join')).toBe('T_header.join_T');
  });

  it('translationsId=off shows the untranslated keys', async () => {
    const t = await translator('es', { translationsOff: true, printMissingTranslations: false });
    expect(t('header.login')).toBe('header.login');
  });
});
