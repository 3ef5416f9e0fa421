import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsQueryOptions } from '../../../api/settings.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { LanguageSelector } from './language-selector.tsx';

const language = (id: number, name: string, locale: string) => ({
  id,
  name,
  locale,
  external_locale: locale,
});

/** Renders the selector with the brand's settings already loaded, as after the first page load. */
async function renderWithLanguages(languages: ReturnType<typeof language>[]) {
  mockApi({}, { languages });
  const queryClient = createTestQueryClient();
  await queryClient.prefetchQuery(settingsQueryOptions('mobile'));
  return renderWithProviders(<LanguageSelector tone="surface" />, { url: '/en/sports', queryClient });
}

describe('language selector (SPEC.md §2)', () => {
  it('is hidden when the brand offers a single language', async () => {
    await renderWithLanguages([language(1, 'English', 'en')]);
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('offers the brand languages the app has texts for, as links to the same page', async () => {
    await renderWithLanguages([
      language(1, 'English', 'en'),
      language(2, 'Nederlands', 'nl'),
      language(3, '日本語', 'ja'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['English', '日本語']);
    expect(screen.getByRole('link', { name: '日本語' }).getAttribute('href')).toBe('/ja/sports');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('in the header, names its button starting with the code it shows (WCAG 2.5.3)', async () => {
    mockApi({}, { languages: [language(1, 'English', 'en'), language(2, 'Español', 'es')] });
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(settingsQueryOptions('mobile'));
    renderWithProviders(<LanguageSelector tone="dark" />, { url: '/en/sports', queryClient });
    const button = screen.getByRole('button', { name: 'EN, language: English' });
    expect(button.textContent).toBe('EN');
  });

  it('in the menu, names its button with the language it shows', async () => {
    await renderWithLanguages([language(1, 'English', 'en'), language(2, 'Español', 'es')]);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.textContent).toBe('English');
  });

  it('closes with Escape and returns focus to its button', async () => {
    await renderWithLanguages([language(1, 'English', 'en'), language(2, 'Español', 'es')]);
    const button = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
