import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { showToast, useToastStore } from '../toast-store.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts (SPEC.md §9: default 5 s)', () => {
  it('stacks toasts, errors as alerts and others as status, and leaves after 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ kind: 'error', message: 'Invalid login credentials.' });
      showToast({ kind: 'info', message: 'A new code was sent.', durationMs: 10_000 });
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials.');
    expect(screen.getByRole('status').textContent).toBe('A new code was sent.');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('has a dismiss button, and shows inside an open modal dialog so it stays usable', async () => {
    render(
      <>
        <Dialog open onClose={() => undefined} title="Login">
          form
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => void showToast({ kind: 'error', message: 'Your account is locked.' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('toast focus (WCAG 2.4.3)', () => {
  it('gives the focus back to where it was after Dismiss, not to the body', async () => {
    render(
      <>
        <button type="button">Place bet</button>
        <Toaster />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Place bet' });
    before.focus();
    act(() => void showToast({ kind: 'info', message: 'A new code was sent.' }));
    await userEvent.tab();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(dismiss);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('focuses the main region when the focus came from nowhere', async () => {
    render(
      <>
        <main id="main" tabIndex={-1}>
          page
        </main>
        <Toaster />
      </>,
    );
    act(() => void showToast({ kind: 'error', message: 'Your account is locked.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
