import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';

describe('forgotten password (SPEC.md §2 Login dialog "forgotten-password link")', () => {
  it('says a password cannot be reset here, and who can help', async () => {
    mockApi({}, { live_chat_url: 'https://chat.example.com' });
    renderApp('/en/forgotten-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/public/contact');
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/en/public/help');
    expect(await screen.findByRole('button', { name: 'Live chat' })).toBeTruthy();
  });

  it('offers no live chat when the brand has none', async () => {
    mockApi();
    renderApp('/en/forgotten-password');
    expect(await screen.findByRole('link', { name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });
});

describe('registration (SPEC.md §2 Header "Join button linking to registration")', () => {
  it('says accounts are not opened here, who can help, and logs in with a demo account', async () => {
    mockApi();
    renderApp('/en/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/public/contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Trying out the sportsbook?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
