import { act, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useRowTranslation } from './use-row-translation.ts';

const TEXTS: Record<string, Record<string, string>> = {
  en: { halfTime: 'Half time' },
  es: { halfTime: 'Descanso' },
};

/** An i18n instance whose `live` texts arrive when the test says so. */
async function instanceWithLateTexts() {
  const pending: (() => void)[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      pending.push(() => callback(null, TEXTS[language] ?? {}));
    },
  };
  const i18n = createInstance();
  await i18n.use(backend).init({ lng: 'en', fallbackLng: false, ns: [], initAsync: false });
  const arrive = () =>
    act(async () => {
      for (const deliver of pending.splice(0)) deliver();
      // What i18next and React do once the texts are in: let them finish inside act.
      await Promise.resolve();
    });
  return { i18n, arrive };
}

function Clock() {
  const { t, language } = useRowTranslation('live');
  return (
    <p>
      {t('halfTime')} ({language})
    </p>
  );
}

describe('useRowTranslation', () => {
  it('waits for its namespace, then renders its texts, and again in a new language', async () => {
    const { i18n, arrive } = await instanceWithLateTexts();
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Clock />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.queryByText('Loading')).not.toBeNull();
    expect(screen.queryByText(/Half time/)).toBeNull();
    await arrive();
    expect((await screen.findByText('Half time (en)')).tagName).toBe('P');

    const changing = i18n.changeLanguage('es');
    await arrive();
    await act(() => changing);
    expect((await screen.findByText('Descanso (es)')).tagName).toBe('P');
  });
});
