import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BackToTop } from './back-to-top.tsx';

function scrollPage(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

describe('back-to-top button (SPEC.md §2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    scrollPage(0);
  });

  it('appears beyond 200 px of scroll and hides 5 s after the last scroll', () => {
    mockApi();
    renderWithProviders(<BackToTop />, { url: '/en/sports' });
    scrollPage(150);
    expect(button()).toBeNull();
    scrollPage(400);
    expect(button()).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(button()).not.toBeNull();
    scrollPage(450);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(button()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expect(button()).toBeNull();
  });

  it('mounted on a scrolled page (its code loads on the first scroll), hides 5 s later with no other scroll', () => {
    mockApi();
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    renderWithProviders(<BackToTop />, { url: '/en/sports' });
    expect(button()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(button()).toBeNull();
  });

  it('hides even when its timer fires a millisecond before the wall clock reaches 5 s', () => {
    mockApi();
    renderWithProviders(<BackToTop />, { url: '/en/sports' });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    scrollPage(400);
    expect(button()).not.toBeNull();
    clock.mockReturnValue(1_000_000 + 4_999);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(button()).toBeNull();
    clock.mockRestore();
  });

  it('scrolls smoothly to the top when pressed', () => {
    mockApi();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(<BackToTop />, { url: '/en/sports' });
    scrollPage(800);
    fireEvent.click(button()!);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('never shows on a configured path', async () => {
    mockApi({}, { back_to_top_hidden_paths: ['/*/sports/*'] });
    const { queryClient } = renderWithProviders(<BackToTop />, { url: '/en/sports/240-FOOT' });
    // Once the settings have been read (their answer checked, its schemas loaded first).
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['settings'] })[0]?.state.data).toBeDefined(),
    );
    scrollPage(900);
    expect(button()).toBeNull();
  });
});
